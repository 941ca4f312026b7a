/** French texts of the "report" section: the reference for its keys. */
const report = {
  heading: 'Rapport d’analyse',
};

export default report;
