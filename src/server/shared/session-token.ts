// A session just made: the cookie's token (only its hash is stored), when it ends, and the known-device
// token the browser keeps (decision 0106). Made by auth's createSession, set as cookies by the GraphQL
// kit's beginSession; here, below both, so each names the one type.
export type KnownDeviceToken = { token: string; expiresAt: Date };
export type NewSessionToken = {
  token: string;
  tokenHash: string;
  expiresAt: Date;
  device: KnownDeviceToken;
  /** the account has a second factor (decision 0114): the session's viewer says so from the start */
  secondFactorEnrolled: boolean;
};
