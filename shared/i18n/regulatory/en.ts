import type { RegulatoryTexts } from './fr';

export default {
  regulatoryMap: {
    home: 'Home',
    title: 'Canadian occupational health and safety regulatory framework',
    intro:
      'The acts and regulations of the 13 provinces and territories and of the federal jurisdiction, as the RisqueVision analysis applies them. Choose a jurisdiction on the map to show its card.',
    map: {
      heading: 'Map of the jurisdictions',
      label: 'Map of Canada: 13 provinces and territories, and the federal FED marker',
      hint: 'Tap a province, a territory or the FED marker. With a keyboard: Tab moves from one jurisdiction to the next, Enter or Space opens or closes its card.',
      credit:
        'Base map "Map of Canada" (@svg-maps/canada) by Victor Cazanave, based on MapSVG; labels and FED marker added. Licence:',
      source: 'Map source',
    },
    card: {
      empty:
        'No jurisdiction chosen. Choose one on the map to see its agency, its main act and the laws the analysis uses.',
      agency: 'Responsible agency',
      mainLaw: 'Main legislation',
      laws: 'Laws used for the analysis',
      lawsLoading: 'Loading the laws…',
      lawsFailed: 'Error loading regulations.',
      lawsInEnglish: 'The laws are named in English.',
      website: 'Official website: {{host}}',
      newTab: '(new tab)',
      close: 'Close the card: {{name}}',
    },
    dueDiligence: {
      title: 'Due diligence: Criminal Code section 217.1',
      body: 'Everywhere in Canada, everyone who undertakes, or has the authority, to direct how another person does work must take reasonable steps to prevent bodily harm. This section was enacted by Bill C-45 (S.C. 2003, c. 21, in force March 31, 2004), which Quebec sources often call "loi C-21".',
      link: 'Read Criminal Code section 217.1 on the Justice Laws website (Justice Canada)',
    },
    overview: {
      heading: 'The 14 jurisdictions at a glance',
      intro:
        'The 13 provinces and territories, then the federal jurisdiction: responsible agency and main act.',
    },
    info: {
      title: 'These are the laws the analysis uses',
      body: 'Every analysis of a workplace in Canada cites its jurisdiction’s act and general regulations, and section 217.1 of the Criminal Code; for a federally regulated workplace it adds the Canada Labour Code (Part II) and its regulations (COHSR). A section is cited with its number only once it has been checked against the official text.',
    },
  },
} satisfies RegulatoryTexts;
