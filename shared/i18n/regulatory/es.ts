import type { RegulatoryTexts } from './fr';

export default {
  regulatoryMap: {
    home: 'Inicio',
    title: 'Marco normativo canadiense de seguridad y salud en el trabajo',
    intro:
      'Las leyes y reglamentos de las 13 provincias y territorios y del ámbito federal, tal como los aplica el análisis de RisqueVision. Elija una jurisdicción en el mapa para ver su ficha.',
    map: {
      heading: 'Mapa de las jurisdicciones',
      label: 'Mapa de Canadá: 13 provincias y territorios, y el marcador federal FED',
      hint: 'Toque una provincia, un territorio o el marcador FED. Con el teclado: Tab pasa de una jurisdicción a otra, Intro o Espacio abre o cierra su ficha.',
      credit:
        'Mapa base «Map of Canada» (@svg-maps/canada) de Victor Cazanave, basado en MapSVG; etiquetas y marcador FED añadidos. Licencia:',
      source: 'Fuente del mapa',
    },
    card: {
      empty:
        'Ninguna jurisdicción elegida. Elija una en el mapa para ver su organismo, su ley principal y las leyes que usa el análisis.',
      agency: 'Organismo responsable',
      mainLaw: 'Ley principal',
      laws: 'Leyes utilizadas en el análisis',
      lawsLoading: 'Cargando las leyes…',
      lawsFailed: 'Error al cargar la normativa.',
      lawsInEnglish: 'Las leyes se nombran en inglés.',
      website: 'Sitio oficial: {{host}}',
      newTab: '(pestaña nueva)',
      close: 'Cerrar la ficha: {{name}}',
    },
    dueDiligence: {
      title: 'Diligencia debida: artículo 217.1 del Código Penal de Canadá',
      body: 'En todo Canadá, quien dirige o tiene autoridad para dirigir cómo otra persona realiza un trabajo debe tomar las medidas razonables para evitar lesiones corporales. Este artículo fue promulgado por el proyecto de ley C-45 (S.C. 2003, c. 21, en vigor desde el 31 de marzo de 2004), que las fuentes de Quebec suelen llamar «loi C-21».',
      link: 'Leer el artículo 217.1 del Código Penal en el sitio de legislación de Justice Canada',
    },
    overview: {
      heading: 'Las 14 jurisdicciones de un vistazo',
      intro:
        'Las 13 provincias y territorios, y luego el ámbito federal: organismo responsable y ley principal.',
    },
    info: {
      title: 'Estas son las leyes que usa el análisis',
      body: 'Cada análisis de un lugar de trabajo en Canadá cita la ley y los reglamentos generales de su jurisdicción, así como el artículo 217.1 del Código Penal; para un lugar de trabajo de competencia federal añade el Código Laboral de Canadá (parte II) y su reglamento (COHSR). Un artículo solo se cita con su número una vez verificado en el texto oficial.',
    },
  },
} satisfies RegulatoryTexts;
