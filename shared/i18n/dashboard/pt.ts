import type { DashboardTexts } from './fr';

export default {
  appNav: {
    enterpriseLabel: 'Espaço da empresa',
    home: 'Início',
    dashboard: 'Painel',
    riskAnalysis: 'Análise de riscos',
    assistant: 'Assistente de IA',
    teamManagement: 'Gestão da equipe',
    close: 'Fechar o menu',
  },
  dashboard: {
    title: 'Painel da empresa',
    intro: 'Os relatórios da sua equipe e suas ferramentas de análise, em um só lugar.',
    visitorNotice: 'Acesso de visitante: você pode consultar e baixar os relatórios, mas não alterá-los.',
    usage: {
      heading: 'Este mês',
      pages: 'Páginas analisadas',
      pagesValue: '{{used}} de {{limit}}',
      analyses: 'Análises',
      seats: 'Membros ativos',
      seatsValue: '{{used}} de {{limit}}',
      nearLimit: 'Resta menos de 20 % das páginas do plano este mês.',
      exhausted:
        'As páginas do plano acabaram este mês: uma nova análise será recusada até o dia 1 do próximo mês.',
    },
    cards: {
      heading: 'Ferramentas',
      newAnalysisTitle: 'Nova análise',
      newAnalysisBody:
        'Analise as fotos e os documentos de um local de trabalho segundo a regulamentação aplicável.',
      assistantTitle: 'Assistente de IA',
      assistantBody: 'Faça suas perguntas de SST sobre suas análises, seus arquivos e a regulamentação.',
    },
    reports: {
      heading: 'Relatórios da equipe',
      tip: 'Dica: marque relatórios e escolha “Usar para a análise”. O assistente os recebe e os organiza em suas quatro abas: histórico, arquivos importados, relatórios de análise e referências regulatórias.',
    },
    filters: {
      heading: 'Pesquisar nos relatórios',
      author: 'Autor',
      allAuthors: 'Todos os autores',
      chosenAuthor: 'Autor escolhido',
      jurisdiction: 'Jurisdição',
      allJurisdictions: 'Todas as jurisdições',
      level: 'Nível de risco mais alto',
      allLevels: 'Todos os níveis',
    },
    list: {
      author: 'Autor',
      level: 'Nível mais alto',
      select: 'Selecionar “{{area}}”',
      pdf: 'PDF',
      pdfLabel: 'Baixar o relatório PDF de “{{area}}”',
      loading: 'Carregando os relatórios…',
      loadFailed: 'Falha ao carregar os dados.',
      loadMore: 'Mostrar mais relatórios',
      shown: 'Relatórios exibidos: {{number}}',
    },
    empty: {
      title: 'Ainda não há relatórios',
      body: 'As análises da sua equipe aparecerão aqui a partir da primeira.',
      start: 'Iniciar uma análise',
      filteredTitle: 'Nenhum relatório corresponde',
      filteredBody: 'Tente outras palavras, outras datas ou outros filtros, ou limpe-os.',
    },
    selection: {
      label: 'Seleção de relatórios',
      count: 'Relatórios selecionados: {{number}}',
      use: 'Usar para a análise',
      cancel: 'Cancelar',
    },
    unauthorized: {
      title: 'Acesso não autorizado',
      body: 'O painel é reservado às contas de empresa e aos visitantes convidados. Entre para acessá-lo.',
      login: 'Entrar',
    },
  },
} satisfies DashboardTexts;
