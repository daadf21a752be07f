// A pet guardian the tests share, as the form sends it (untrimmed, one mobile phone).

/** Sam Okafor, a neighbour, as typed into the pet guardian form (spaces included). */
export const SAM_OKAFOR_INPUT = {
  firstName: ' Sam ',
  lastName: 'Okafor',
  relationship: ' Neighbour ',
  email: ' sam@example.com ',
  phones: [{ type: 'M', number: '2065550199' }],
};
