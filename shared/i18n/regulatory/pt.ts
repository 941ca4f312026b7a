import type { RegulatoryTexts } from './fr';

export default {
  regulatoryMap: {
    home: 'Início',
    title: 'Marco regulatório canadense de segurança e saúde no trabalho',
    intro:
      'As leis e regulamentos das 13 províncias e territórios e da esfera federal, tal como a análise da RisqueVision os aplica. Escolha uma jurisdição no mapa para ver a sua ficha.',
    map: {
      heading: 'Mapa das jurisdições',
      label: 'Mapa do Canadá: 13 províncias e territórios, e o marcador federal FED',
      hint: 'Toque numa província, num território ou no marcador FED. Pelo teclado: Tab passa de uma jurisdição à seguinte, Enter ou Espaço abre ou fecha a sua ficha.',
      credit:
        'Mapa base “Map of Canada” (@svg-maps/canada) de Victor Cazanave, baseado no MapSVG; rótulos e marcador FED adicionados. Licença:',
      source: 'Fonte do mapa',
    },
    card: {
      empty:
        'Nenhuma jurisdição escolhida. Escolha uma no mapa para ver o seu órgão, a sua lei principal e as leis que a análise usa.',
      agency: 'Órgão responsável',
      mainLaw: 'Lei principal',
      laws: 'Leis usadas na análise',
      lawsLoading: 'Carregando as leis…',
      lawsFailed: 'Erro ao carregar a regulamentação.',
      lawsInEnglish: 'As leis são nomeadas em inglês.',
      website: 'Site oficial: {{host}}',
      newTab: '(nova aba)',
      close: 'Fechar a ficha: {{name}}',
    },
    dueDiligence: {
      title: 'Diligência devida: artigo 217.1 do Código Penal do Canadá',
      body: 'Em todo o Canadá, quem dirige ou tem autoridade para dirigir a forma como outra pessoa realiza um trabalho deve tomar medidas razoáveis para evitar lesões corporais. Este artigo foi promulgado pelo projeto de lei C-45 (S.C. 2003, c. 21, em vigor desde 31 de março de 2004), que as fontes do Quebec costumam chamar de “loi C-21”.',
      link: 'Ler o artigo 217.1 do Código Penal no site de legislação do Justice Canada',
    },
    overview: {
      heading: 'As 14 jurisdições num relance',
      intro: 'As 13 províncias e territórios e, depois, a esfera federal: órgão responsável e lei principal.',
    },
    info: {
      title: 'Estas são as leis que a análise usa',
      body: 'Cada análise de um local de trabalho no Canadá cita a lei e os regulamentos gerais da sua jurisdição, bem como o artigo 217.1 do Código Penal; para um local de trabalho de competência federal, acrescenta o Código do Trabalho do Canadá (parte II) e o seu regulamento (COHSR). Um artigo só é citado com o seu número depois de verificado no texto oficial.',
    },
  },
} satisfies RegulatoryTexts;
