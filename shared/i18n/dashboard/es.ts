import type { DashboardTexts } from './fr';

export default {
  appNav: {
    enterpriseLabel: 'Espacio de empresa',
    home: 'Inicio',
    dashboard: 'Panel',
    riskAnalysis: 'Análisis de riesgos',
    assistant: 'Asistente de IA',
    teamManagement: 'Gestión del equipo',
    close: 'Cerrar el menú',
  },
  dashboard: {
    title: 'Panel de empresa',
    intro: 'Los informes de su equipo y sus herramientas de análisis, en un solo lugar.',
    visitorNotice: 'Acceso de visitante: puede consultar y descargar los informes, pero no modificarlos.',
    usage: {
      heading: 'Este mes',
      pages: 'Páginas analizadas',
      pagesValue: '{{used}} de {{limit}}',
      analyses: 'Análisis',
      seats: 'Miembros activos',
      seatsValue: '{{used}} de {{limit}}',
      nearLimit: 'Queda menos del 20 % de las páginas del plan este mes.',
      exhausted:
        'Las páginas del plan se han agotado este mes: un nuevo análisis será rechazado hasta el día 1 del mes próximo.',
    },
    cards: {
      heading: 'Herramientas',
      newAnalysisTitle: 'Nuevo análisis',
      newAnalysisBody:
        'Analice las fotos y los documentos de un lugar de trabajo según la normativa aplicable.',
      assistantTitle: 'Asistente de IA',
      assistantBody: 'Haga sus preguntas de SST sobre sus análisis, sus archivos y la normativa.',
    },
    reports: {
      heading: 'Informes del equipo',
      tip: 'Consejo: marque informes y elija «Usar para el análisis». El asistente los recibe y los ordena en sus cuatro pestañas: historial, archivos importados, informes de análisis y referencias normativas.',
    },
    filters: {
      heading: 'Buscar en los informes',
      author: 'Autor',
      allAuthors: 'Todos los autores',
      chosenAuthor: 'Autor elegido',
      jurisdiction: 'Jurisdicción',
      allJurisdictions: 'Todas las jurisdicciones',
      level: 'Nivel de riesgo más alto',
      allLevels: 'Todos los niveles',
    },
    list: {
      author: 'Autor',
      level: 'Nivel más alto',
      select: 'Seleccionar «{{area}}»',
      pdf: 'PDF',
      pdfLabel: 'Descargar el informe PDF de «{{area}}»',
      loading: 'Cargando los informes…',
      loadFailed: 'No se pudieron cargar los datos.',
      loadMore: 'Mostrar más informes',
      shown: 'Informes mostrados: {{number}}',
    },
    empty: {
      title: 'Todavía no hay informes',
      body: 'Los análisis de su equipo aparecerán aquí desde el primero.',
      start: 'Iniciar un análisis',
      filteredTitle: 'Ningún informe coincide',
      filteredBody: 'Pruebe otras palabras, otras fechas u otros filtros, o bórrelos.',
    },
    selection: {
      label: 'Selección de informes',
      count: 'Informes seleccionados: {{number}}',
      use: 'Usar para el análisis',
      cancel: 'Cancelar',
    },
    unauthorized: {
      title: 'Acceso no autorizado',
      body: 'El panel está reservado a las cuentas de empresa y a los visitantes invitados. Inicie sesión para acceder.',
      login: 'Iniciar sesión',
    },
  },
} satisfies DashboardTexts;
