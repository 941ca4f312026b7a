import type { MarketingTexts } from './fr';

export default {
  home: {
    eyebrow: 'Análise de riscos de SST assistida por IA',
    title: 'Das fotos e documentos do seu local de trabalho a uma análise de riscos profissional',
    body: 'Envie fotos e documentos: o RisqueVision identifica os perigos, avalia cada risco por probabilidade e gravidade, propõe medidas segundo a hierarquia de controles, cita a regulamentação provincial e federal aplicável e gera um relatório PDF.',
    seePlans: 'Ver os planos',
    internationalCta: 'Edição internacional',
    sample: {
      label: 'Exemplo de constatação',
      hazardLabel: 'Perigo',
      hazard: 'Queda de altura na doca de carga',
      scoreLabel: 'Classificação do risco',
      score: 'Probabilidade {{likelihood}} × gravidade {{severity}} = {{score}}',
      level: 'Risco alto',
      controlLabel: 'Medida proposta (engenharia)',
      control: 'Instalar guarda-corpos na borda da doca',
      regulationLabel: 'Referência regulatória',
      regulation: 'Regulamento de saúde e segurança do trabalho (Quebec)',
    },
    how: {
      title: 'Como funciona',
      upload: {
        title: 'Envie',
        body: 'Fotos do local de trabalho, procedimentos, fichas técnicas, relatórios existentes.',
      },
      analyse: {
        title: 'Analise',
        body: 'Cada perigo é ligado à sua fonte (arquivo e trecho) e classificado por probabilidade e gravidade em uma matriz 5 × 5.',
      },
      report: {
        title: 'Entregue o relatório',
        body: 'Um relatório PDF estruturado, com medidas preventivas e referências regulatórias, pronto para compartilhar.',
      },
    },
    features: {
      title: 'Uma análise completa, não uma simples lista de perigos',
      subtitle:
        'Cada relatório segue o método de um profissional de SST: identificar, avaliar, controlar, documentar.',
      risks: {
        title: 'Probabilidade × gravidade',
        body: 'Cada risco é classificado em uma matriz 5 × 5 e recebe um nível de risco claro.',
      },
      controls: {
        title: 'Hierarquia de controles',
        body: 'Eliminação, substituição, engenharia, medidas administrativas e, por fim, equipamentos de proteção individual, com o risco residual.',
      },
      regulations: {
        title: 'Regulamentação aplicável',
        body: 'Os requisitos provinciais e federais são citados com os números dos artigos, tirados dos dados de referência e nunca inventados.',
      },
      evidence: {
        title: 'Constatações rastreáveis',
        body: 'Cada constatação remete ao arquivo e ao trecho que a justificam.',
      },
      report: {
        title: 'Relatório PDF profissional',
        body: 'Um relatório pronto para entregar a um cliente, a uma comissão de SST ou à direção.',
      },
      team: {
        title: 'Para equipes',
        body: 'Os packs Entreprise acrescentam contas de equipe e um assistente que consulta todos os relatórios da equipe e seus documentos de referência.',
      },
    },
    plans: {
      title: 'Planos',
      subtitle:
        'Um plano para cada prática. Cada cartão tem seu próprio período de cobrança, mensal ou anual.',
    },
  },
  conseiller: {
    eyebrow: 'Para consultores de SST',
    title: 'Suas análises de riscos, mais rápidas e mais bem documentadas',
    body: 'A partir das fotos e documentos de cada visita, o RisqueVision gera uma análise de riscos estruturada e um relatório PDF profissional, apoiados na regulamentação provincial e federal.',
    startTrial: 'Iniciar o teste grátis',
    features: {
      title: 'Feito para a consultoria em SST',
      photos: {
        title: 'Fotos e documentos',
        body: 'Adicione as fotos de uma visita e os documentos do cliente: os perigos são identificados e ligados à sua fonte.',
      },
      regulations: {
        title: 'Provincial e federal',
        body: 'As referências regulatórias da província em questão e da esfera federal são citadas com seus artigos.',
      },
      reports: {
        title: 'Relatórios profissionais',
        body: 'Um relatório PDF claro, pronto para entregar ao cliente, em francês ou em inglês.',
      },
    },
    advanced: {
      title: 'Funções avançadas',
      matrix: 'Classificação probabilidade × gravidade em uma matriz 5 × 5',
      hierarchy: 'Medidas ordenadas segundo a hierarquia de controles',
      residual: 'Risco residual estimado após as medidas propostas',
      evidence: 'Cada constatação ligada ao arquivo e ao trecho que a justificam',
      citations: 'Citações regulatórias com números de artigos, tiradas dos dados de referência',
      dueDiligence:
        'Documentação útil para a diligência devida (Código Penal do Canadá, art. 217.1, introduzido pelo projeto de lei C-45)',
      bilingual: 'Interface e relatórios em francês e em inglês',
    },
    plan: {
      title: 'O plano Pro para profissionais autônomos',
      body: 'Tudo o que você precisa para analisar os riscos dos seus clientes e entregar relatórios profissionais. Teste grátis de {{days}} dias para novos clientes, um por endereço de e-mail.',
    },
    emailLabel: 'E-mail profissional',
    emailPlaceholder: 'voce@sua-consultoria.ca',
    trialStartsToday: 'Seu teste grátis de {{days}} dias começa hoje.',
    trialAlreadyUsed: 'Este endereço já usou o teste grátis: sua assinatura começa hoje.',
    regulatorsTitle: 'Regulamentação provincial e federal, incluindo:',
    federal: 'Código do Trabalho do Canadá, parte II',
  },
  international: {
    eyebrow: 'Edição internacional',
    title: 'Análise de riscos de SST em {{countries}} países',
    body: 'Das fotos e documentos do seu local de trabalho a uma análise de riscos profissional, segundo o marco regulatório do país escolhido, em {{languages}} idiomas de interface.',
    getStartedCta: 'Começar',
    countriesTitle: '{{countries}} países atendidos',
    plansTitle: 'Escolha seu plano',
    plansSubtitle:
      'Preços em dólares americanos. Teste grátis para novos clientes, um por endereço de e-mail.',
    planLegend: 'Plano',
    select: 'Escolher',
    selected: 'Plano escolhido',
    getStartedTitle: 'Começar',
    getStartedBody: 'Informe seu e-mail e o país cuja regulamentação se aplica às suas análises.',
    emailLabel: 'E-mail',
    countryLabel: 'País',
    countryPlaceholder: 'Selecione um país',
    summaryTitle: 'Plano selecionado',
    summaryPlan: 'Plano',
    summaryCountry: 'País',
    noCountry: 'Nenhum país escolhido',
    subscribe: 'Assinar',
    frameworksTitle: 'Marcos regulatórios de referência',
    frameworks: {
      US: 'Lei de Segurança e Saúde Ocupacional (OSH Act)',
      FR: 'Código do Trabalho (Code du travail)',
      DE: 'Lei de Proteção no Trabalho (Arbeitsschutzgesetz, ArbSchG)',
      GB: 'Lei de Saúde e Segurança no Trabalho de 1974 (HSWA)',
      ES: 'Lei 31/1995 de Prevenção de Riscos Laborais (PRL)',
      IT: 'Decreto Legislativo 81/2008 (D.Lgs. 81/2008)',
      MX: 'Lei Federal do Trabalho e normas NOM-STPS',
      BR: 'Normas Regulamentadoras (NR)',
      CN: 'Lei de Segurança na Produção (安全生产法)',
      JP: 'Lei de Segurança e Saúde Industrial (労働安全衛生法)',
      AU: 'Lei de Saúde e Segurança no Trabalho de 2011 (WHS Act)',
    },
  },
  legal: {
    bindingNote:
      'Tradução fornecida a título informativo; somente as versões em francês e em inglês têm valor vinculante.',
  },
  privacy: {
    title: 'Política de privacidade',
    intro:
      'O RisqueVision protege as informações pessoais que você lhe confia. Esta política explica o que coletamos, por quê, onde guardamos e como exercer seus direitos.',
    sections: {
      collected: {
        title: 'Informações coletadas',
        body: 'O e-mail e os dados da sua conta (plano, situação da assinatura, idioma); as fotos e documentos que você envia; as análises e relatórios gerados a partir deles. Os dados do cartão de pagamento são tratados pelo nosso provedor de pagamento e nunca chegam até nós.',
      },
      purpose: {
        title: 'Uso',
        body: 'Essas informações servem apenas para prestar o serviço: gerenciar sua conta e sua assinatura, gerar suas análises e relatórios, enviar os e-mails necessários (verificação, senha, cobrança) e responder às suas solicitações. Elas nunca são vendidas nem usadas para publicidade.',
      },
      storage: {
        title: 'Hospedagem no Canadá',
        body: 'Contas, arquivos, análises e relatórios são hospedados no Canadá, na região AWS ca-central-1, criptografados em repouso e em trânsito.',
      },
      sharing: {
        title: 'Compartilhamento com terceiros',
        body: 'Só compartilhamos suas informações com os fornecedores de que o serviço precisa (hospedagem, pagamento, envio de e-mails), obrigados por contrato à confidencialidade, ou quando a lei exige.',
      },
      retention: {
        title: 'Conservação e exclusão',
        body: 'Seus dados são mantidos enquanto sua assinatura estiver ativa. Eles são excluídos definitivamente 30 dias após o fim da assinatura (o fim do último período pago ou do teste): a conta e seu e-mail, suas sessões e os links enviados, as análises com suas fotos, pré-visualizações e resultados, suas alterações, os planos de ação e suas fotos, a biblioteca do assistente e o logotipo dos seus relatórios. Uma conta sem assinatura própria (uma pessoa convidada para uma equipe empresarial) é excluída 30 dias após seu último uso, depois que deixa de fazer parte de uma equipe. Você pode pedir a qualquer momento a exclusão da sua conta e dos seus dados.',
      },
      teamAnalyses: {
        title: 'Análises das equipes empresariais',
        body: 'As análises feitas em uma equipe empresarial pertencem à empresa cliente: são os registros de saúde e segurança do trabalho dela, que ela pode ter de guardar por até 10 anos. Quando a conta de um membro é excluída, as análises de equipe dele permanecem com a equipe, com o nome dele como autor, enquanto a assinatura da empresa estiver ativa. 30 dias após o fim da assinatura da empresa, a equipe, todas as suas análises e sua biblioteca são excluídas: baixe antes seus relatórios se precisar guardá-los por mais tempo.',
      },
      keptElsewhere: {
        title: 'Arquivos enviados, cópias de segurança e cobrança',
        body: 'As fotos e documentos enviados para uma análise são excluídos 2 dias após o envio: uma análise guarda apenas seu resultado e pré-visualizações reduzidas das fotos. As cópias de segurança são excluídas 35 dias após serem feitas: um dado excluído desaparece de todas as cópias no máximo 35 dias após sua exclusão. Os registros de cobrança (faturas, pagamentos) são guardados pelo nosso provedor de pagamento, como a lei exige dele. Guardamos o e-mail de quem teve um teste gratuito, apenas para oferecer um por endereço, e um registro de cada exclusão de conta, sem e-mail, por 2 anos.',
      },
      rights: {
        title: 'Seus direitos',
        body: 'Nos termos da Lei 25 de Quebec (Lei sobre a proteção de informações pessoais no setor privado) e da lei federal PIPEDA, você pode acessar suas informações, corrigi-las, solicitar sua portabilidade ou exclusão e retirar seu consentimento. Também pode apresentar uma reclamação à Commission d’accès à l’information de Quebec ou ao Comissariado de Privacidade do Canadá.',
      },
      officer: {
        title: 'Responsável pela proteção de informações pessoais',
        body: 'Para qualquer pergunta ou solicitação, escreva ao nosso responsável pela proteção de informações pessoais:',
      },
    },
  },
  terms: {
    title: 'Termos e condições',
    intro:
      'Estes termos regem o uso do RisqueVision e de suas assinaturas. Ao criar uma conta, você os aceita.',
    table: {
      caption: 'Preços dos planos',
      plan: 'Plano',
      currency: 'Moeda',
    },
    sections: {
      service: {
        title: 'O serviço',
        body: 'O RisqueVision gera análises de riscos de saúde e segurança do trabalho e relatórios PDF a partir das fotos e documentos que você fornece.',
      },
      subscriptions: {
        title: 'Assinaturas e preços',
        body: 'Os planos canadenses são cobrados em dólares canadenses e os internacionais em dólares americanos, mensal ou anualmente, conforme a tabela abaixo. O pagamento é processado por um provedor de pagamento seguro.',
      },
      trial: {
        title: 'Teste grátis',
        body: 'Novos clientes têm um teste grátis de {{days}} dias, uma única vez por endereço de e-mail. Um ex-cliente que assina novamente paga desde o primeiro dia.',
      },
      informational: {
        title: 'Natureza das análises',
        body: 'As análises e relatórios são gerados automaticamente a partir dos seus arquivos. Revise-os antes de qualquer decisão: eles apoiam o julgamento de uma pessoa competente, não o substituem.',
      },
      cancellation: {
        title: 'Cancelamento',
        body: 'Você pode cancelar sua assinatura a qualquer momento no seu perfil. Ela continua ativa até o fim do período pago e depois não é renovada.',
      },
      accounts: {
        title: 'Contas',
        body: 'Você é responsável pela confidencialidade da sua senha. Os packs Entreprise permitem convidar tantos membros quantas contas o plano inclui.',
      },
      law: {
        title: 'Lei aplicável',
        body: 'Estes termos são regidos pelas leis de Quebec e pelas leis federais do Canadá ali aplicáveis. Qualquer litígio cabe aos tribunais do distrito judicial de Montreal.',
      },
      changes: {
        title: 'Alterações',
        body: 'Informamos você por e-mail pelo menos 30 dias antes de qualquer alteração importante destes termos ou dos preços.',
      },
      contact: {
        title: 'Contato',
        body: 'Para qualquer dúvida sobre estes termos, escreva para nós:',
      },
    },
  },
  contact: {
    title: 'Contato',
    intro:
      'Uma dúvida sobre sua conta, uma assinatura ou uma análise? Escreva para nós e responderemos por e-mail.',
    supportTitle: 'Suporte',
    supportBody: 'Conta, assinatura, cobrança ou uma dúvida sobre uma análise:',
    responseTime: 'Costumamos responder em até dois dias úteis.',
    privacyTitle: 'Informações pessoais',
    privacyBody: 'Acesso, correção ou exclusão dos seus dados:',
    addressTitle: 'Endereço',
  },
} satisfies MarketingTexts;
