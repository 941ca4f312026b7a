import type { EvalCase } from '../types';

/** Portuguese cases, in the style of Brazilian NR inspections and Fundacentro, and Portuguese ACT notes. */
export const CASES: readonly EvalCase[] = [
  {
    id: 'pt-01',
    language: 'pt',
    kind: 'named',
    text:
      'O montador caiu do telhado do galpão ao pisar numa telha de fibrocimento, que se partiu. Não havia ' +
      'linha de vida instalada e ele não usava cinto de segurança tipo paraquedista, contrariando a NR-35.',
    expected: ['falls'],
    acceptable: [],
    source: 'Relatório de análise de acidente, trabalho em altura',
  },
  {
    id: 'pt-02',
    language: 'pt',
    kind: 'named',
    text:
      'O operador da prensa excêntrica teve dois dedos amputados ao posicionar a peça com a mão. A máquina ' +
      'não tinha cortina de luz nem comando bimanual, em desacordo com a NR-12.',
    expected: ['machinery'],
    acceptable: [],
    source: 'Auto de infração NR-12, metalurgia',
  },
  {
    id: 'pt-03',
    language: 'pt',
    kind: 'named',
    text:
      'Dois trabalhadores morreram dentro de uma galeria de esgoto durante a desobstrução da rede. A ' +
      'empresa não emitiu Permissão de Entrada e Trabalho nem designou vigia, como exige a NR-33 para ' +
      'espaços confinados.',
    expected: ['confined_space'],
    acceptable: ['chemical', 'biological'],
    source: 'Análise de acidente, saneamento',
  },
  {
    id: 'pt-04',
    language: 'pt',
    kind: 'named',
    text:
      'Um eletricista sem o treinamento da NR-10 sofreu um choque elétrico fatal ao trocar um disjuntor do ' +
      'quadro de distribuição energizado. Não havia procedimento de desenergização nem medição de ausência ' +
      'de tensão.',
    expected: ['electrical'],
    acceptable: ['hazardous_energy'],
    source: 'Relatório de fiscalização NR-10, condomínio',
  },
  {
    id: 'pt-05',
    language: 'pt',
    kind: 'named',
    text:
      'Trabalhadores rurais aplicavam agrotóxico com pulverizador costal sem luvas nem respirador, logo ' +
      'após o preparo da calda. Três deles tiveram náuseas, vômitos e visão turva no fim do dia.',
    expected: ['chemical'],
    acceptable: ['ergonomics'],
    source: 'Fiscalização NR-31, lavoura',
  },
  {
    id: 'pt-06',
    language: 'pt',
    kind: 'named',
    text:
      'No setor de desossa do frigorífico, os trabalhadores fazem dezenas de cortes por minuto em ambiente ' +
      'a 10 °C, sem as pausas de recuperação previstas na NR-36. Vários têm diagnóstico de LER/DORT nos ' +
      'ombros e punhos.',
    expected: ['ergonomics', 'thermal'],
    acceptable: ['hand_tools'],
    source: 'Fiscalização NR-36, frigorífico',
  },
  {
    id: 'pt-07',
    language: 'pt',
    kind: 'indirect',
    text:
      'Durante o içamento de uma viga metálica, a carga foi amarrada com uma única cinta passando por uma ' +
      'aresta viva. A cinta rompeu e a viga despencou ao lado do ajudante que a guiava com as mãos.',
    expected: ['lifting_rigging', 'falling_objects'],
    acceptable: [],
    source: 'Análise de acidente, montagem de estrutura metálica',
  },
  {
    id: 'pt-08',
    language: 'pt',
    kind: 'indirect',
    text:
      'Na limpeza do silo de farelo de soja, a poeira acumulada sobre as vigas foi soprada com ar comprimido. ' +
      'Uma lâmpada sem proteção se quebrou nesse momento e uma onda de chamas percorreu o túnel, destruindo ' +
      'o elevador de canecas.',
    expected: ['fire_explosion'],
    acceptable: ['dust_fibres', 'pressure'],
    source: 'Relatório técnico, armazém de grãos',
  },
  {
    id: 'pt-09',
    language: 'pt',
    kind: 'indirect',
    text:
      'Na serralheria, o corte de perfis com a policorte e o martelamento de chapas são feitos lado a lado. ' +
      'Para conversar, os trabalhadores precisam gritar, e dois se queixam de um zumbido constante no fim ' +
      'do expediente.',
    expected: ['noise'],
    acceptable: ['machinery', 'hand_tools'],
    source: 'Avaliação ambiental, serralheria',
  },
  {
    id: 'pt-10',
    language: 'pt',
    kind: 'indirect',
    text:
      'Uma técnica de laboratório de análises clínicas destampava tubos de sangue com as mãos desprotegidas ' +
      'e fora da cabine; ao abrir um deles, o conteúdo espirrou no seu olho direito.',
    expected: ['biological'],
    acceptable: [],
    source: 'CAT e investigação, laboratório clínico',
  },
  {
    id: 'pt-11',
    language: 'pt',
    kind: 'negation',
    text:
      'Não há trabalho em altura neste serviço: toda a manutenção é feita ao nível do solo. O que preocupa ' +
      'é o transporte manual das baterias de 40 kg da carreta até a sala técnica, por um caminho de cascalho.',
    expected: ['ergonomics'],
    acceptable: ['slips_trips'],
    source: 'Análise preliminar de risco, telecomunicações',
  },
  {
    id: 'pt-12',
    language: 'pt',
    kind: 'negation',
    text:
      'O laudo confirmou que a obra não tem amianto: as telhas são de fibrocimento sem amianto. A demolição ' +
      'das paredes internas, porém, será feita com martelete pneumático durante toda a jornada.',
    expected: ['vibration', 'noise'],
    acceptable: ['dust_fibres', 'hand_tools'],
    source: 'Programa de gerenciamento de riscos, reforma',
  },
  {
    id: 'pt-13',
    language: 'pt',
    kind: 'controlled',
    text:
      'O tanque de ácido sulfúrico fica numa bacia de contenção, a transferência é feita por bomba em ' +
      'circuito fechado, o chuveiro e o lava-olhos são testados semanalmente e os operadores usam avental ' +
      'e protetor facial.',
    expected: [],
    acceptable: ['chemical'],
    source: 'Inspeção de segurança, tratamento de água',
  },
  {
    id: 'pt-14',
    language: 'pt',
    kind: 'controlled',
    text:
      'No armazém, os empilhadores circulam em corredores exclusivos, separados dos peões por barreiras ' +
      'físicas, com velocidade limitada a 6 km/h. Todos os operadores têm formação certificada e são ' +
      'avaliados anualmente.',
    expected: [],
    acceptable: ['mobile_equipment'],
    source: 'Relatório de visita ACT, logística (Portugal)',
  },
  {
    id: 'pt-15',
    language: 'pt',
    kind: 'benign',
    text:
      'Na reunião de resultados, o novo diretor anunciou um choque de gestão após a queda nas vendas do ' +
      'trimestre. A mentoria vai funcionar como um andaime para os gerentes recém-promovidos, e cada área ' +
      'apresentará, por sua vez, a proposta de escala salarial.',
    expected: [],
    acceptable: [],
    source: 'Ata de reunião de diretoria',
  },
  {
    id: 'pt-16',
    language: 'pt',
    kind: 'benign',
    text:
      'Comunicado do RH: o 13º salário será creditado na conta da Caixa até o dia 20, e o fluxo de caixa do ' +
      'trimestre fechou positivo. A carteira de trabalho digital substitui a física, e a campanha ' +
      '"Black Friday explosiva" começa na próxima semana.',
    expected: [],
    acceptable: [],
    source: 'Comunicado interno de RH',
  },
  {
    id: 'pt-17',
    language: 'pt',
    kind: 'mixed',
    text:
      'Durante a parada de manutenção, o permit to work de hot work foi emitido sem o gas test do tanque ' +
      'TQ-12. A equipe de caldeiraria começou o corte com maçarico a menos de 5 m do dreno aberto.',
    expected: ['hot_work', 'fire_explosion'],
    acceptable: ['pressure', 'chemical'],
    source: 'Relatório de auditoria, refinaria (português e inglês)',
  },
];
