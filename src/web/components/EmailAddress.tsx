// An e-mail address in running text: where a narrow column must break it, it breaks after its "@" and
// before its dots (<wbr>, which copying leaves out), never in the middle of a word.
import { Fragment, type ReactNode } from 'react';

export function EmailAddress({ email }: { email: string }) {
  const pieces = email.split(/(?<=@)|(?=\.)/);
  return (
    <span className="email-address">
      {pieces.map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed string
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}

/** A translated sentence with the address in it, the address shown by EmailAddress. */
export function withEmailAddress(text: string, email: string): ReactNode {
  const at = text.indexOf(email);
  if (at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      <EmailAddress email={email} />
      {text.slice(at + email.length)}
    </>
  );
}
