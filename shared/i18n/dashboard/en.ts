import type { DashboardTexts } from './fr';

export default {
  appNav: {
    enterpriseLabel: 'Enterprise workspace',
    home: 'Home',
    dashboard: 'Dashboard',
    riskAnalysis: 'Risk analysis',
    assistant: 'AI assistant',
    teamManagement: 'Team management',
    close: 'Close the menu',
  },
  dashboard: {
    title: 'Enterprise dashboard',
    intro: "Your team's reports and your analysis tools, in one place.",
    visitorNotice: 'Visitor access: you can read and download the reports, not change them.',
    usage: {
      heading: 'This month',
      pages: 'Pages analysed',
      pagesValue: '{{used}} of {{limit}}',
      analyses: 'Analyses',
      seats: 'Active members',
      seatsValue: '{{used}} of {{limit}}',
      nearLimit: "Less than 20% of the plan's pages are left this month.",
      exhausted:
        "The plan's pages are used up for this month: a new analysis will be refused until the 1st of next month.",
    },
    cards: {
      heading: 'Tools',
      newAnalysisTitle: 'New analysis',
      newAnalysisBody: "Analyse a workplace's photos and documents against the applicable regulations.",
      assistantTitle: 'AI assistant',
      assistantBody: 'Ask your OHS questions about your analyses, your files and the regulations.',
    },
    reports: {
      heading: "Team's reports",
      tip: 'Tip: tick reports, then choose “Use for analysis”. The assistant receives them and files them in its four tabs: history, imported files, analysis reports and regulatory references.',
    },
    filters: {
      heading: 'Search the reports',
      author: 'Author',
      allAuthors: 'All authors',
      chosenAuthor: 'Chosen author',
      jurisdiction: 'Jurisdiction',
      allJurisdictions: 'All jurisdictions',
      level: 'Highest risk level',
      allLevels: 'All levels',
    },
    list: {
      author: 'Author',
      level: 'Highest level',
      select: 'Select “{{area}}”',
      pdf: 'PDF',
      pdfLabel: 'Download the PDF report of “{{area}}”',
      loading: 'Loading the reports…',
      loadFailed: 'Failed to load data.',
      loadMore: 'Load more reports',
      shown: 'Reports shown: {{number}}',
    },
    empty: {
      title: 'No reports yet',
      body: "Your team's analyses will appear here from the first one on.",
      start: 'Start an analysis',
      filteredTitle: 'No report matches',
      filteredBody: 'Try other words, other dates or other filters, or clear them.',
    },
    selection: {
      label: 'Report selection',
      count: 'Reports selected: {{number}}',
      use: 'Use for analysis',
      cancel: 'Cancel',
    },
    unauthorized: {
      title: 'Unauthorized access',
      body: 'The dashboard is for enterprise accounts and invited visitors. Log in to open it.',
      login: 'Log in',
    },
  },
} satisfies DashboardTexts;
