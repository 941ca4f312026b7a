/** French texts of the "capture" section: the reference for its keys. */
const capture = {
  heading: 'Saisie',
};

export default capture;
