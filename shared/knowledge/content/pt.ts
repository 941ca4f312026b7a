import type { KnowledgeContent } from './types';

/** Portuguese texts of the knowledge base (translations of the English). */
const content: KnowledgeContent = {
  hazards: {
    'ladder-fall': {
      description:
        'Queda durante o uso de escada portátil ou escada de abrir: escada instável, mal posicionada ou danificada, trabalhador se esticando além do alcance, carregando peso ou trabalhando por longos períodos sobre a escada.',
      controls: [
        'Eliminar a necessidade de trabalho em altura executando a tarefa a partir do piso: ferramentas de cabo longo, equipamentos que podem ser abaixados, itens de uso frequente armazenados na altura de trabalho.',
        'Substituir a escada por uma plataforma de trabalho com guarda-corpo (escada-plataforma, plataforma móvel sobre rodízios, plataforma de trabalho aéreo – PTA) para qualquer tarefa prolongada ou que exija as duas mãos.',
        'Usar escadas conformes à CSA Z11 com sapatas antiderrapantes; amarrar ou fixar o topo da escada e instalar estabilizadores.',
        'Inspecionar a escada antes de cada uso e retirar de serviço, com etiqueta, qualquer escada danificada; manter a inclinação de 4 para 1 e uma extensão de cerca de 900 mm acima do patamar; manter três pontos de contato; treinar os usuários.',
        'Calçado de segurança com solado antiderrapante; cinturão de segurança tipo paraquedas conectado a um ponto de ancoragem quando a altura e a tarefa o exigirem.',
      ],
    },
    'roof-edge-fall': {
      description:
        'Trabalho próximo a uma borda desprotegida (telhado, laje, piso em construção, plataforma elevada) que expõe os trabalhadores a queda de altura, frequentemente de mais de 3 m e potencialmente fatal.',
      controls: [
        'Eliminar o trabalho na borda desde o projeto: equipamentos de cobertura afastados das bordas, pré-fabricação no nível do solo, platibandas ou guarda-corpos permanentes incorporados à edificação.',
        'Instalar guarda-corpos (travessão superior, travessão intermediário e rodapé) ao longo de todas as bordas que expõem os trabalhadores a queda; na impossibilidade, redes de segurança sob a área de trabalho.',
        'Elaborar um plano de proteção contra quedas e um procedimento de resgate; demarcar uma área de acesso restrito afastada da borda com uma linha de advertência; treinar e supervisionar os trabalhadores.',
        'Quando a proteção coletiva for impossível: cinturão de segurança tipo paraquedas conectado, por meio de absorvedor de energia ou linha de vida, a um ponto de ancoragem projetado (sistema de retenção de queda ou de restrição de movimentação).',
      ],
    },
    'floor-opening-fall': {
      description:
        'Queda por abertura desprotegida no piso, poço, poço de visita ou claraboia, ou através de uma tampa não fixada ou insuficientemente resistente.',
      controls: [
        'Fechar as aberturas em definitivo assim que a sequência dos trabalhos permitir.',
        'Cobrir cada abertura com uma tampa fixada, capaz de suportar as cargas previstas e marcada “ABERTURA — NÃO REMOVER”, ou cercá-la com guarda-corpos; instalar telas ou grades sob as claraboias.',
        'Verificar as aberturas na inspeção diária; permitir a remoção de uma tampa somente com uma medida substitutiva implantada; sinalizar as aberturas temporárias.',
        'Cinturão de segurança tipo paraquedas conectado a um ponto de ancoragem para instalar ou remover uma tampa ou trabalhar perto de uma abertura desprotegida.',
      ],
    },
    'scaffold-fall': {
      description:
        'Queda de uma plataforma de andaime incompleta ou sem guarda-corpo, ou colapso de um andaime mal apoiado, mal contraventado ou não ancorado.',
      controls: [
        'Preferir uma plataforma de trabalho aéreo (PTA) ou um andaime pré-fabricado com plataformas completas a um andaime improvisado.',
        'Montar o andaime conforme as instruções do fabricante ou o projeto de um engenheiro: bases de apoio (pranchões), sapatas ajustáveis, contraventamento, ancoragens à edificação, plataformas completas com guarda-corpos e rodapés, acesso por escada incorporada.',
        'Fazer a montagem, as alterações e a desmontagem por pessoas competentes; inspecionar antes de cada turno e após mau tempo e sinalizar sua condição com etiqueta; nunca deslocar um andaime móvel ocupado.',
        'Cinturão de segurança tipo paraquedas conectado a um ponto de ancoragem durante a montagem e a desmontagem, enquanto os guarda-corpos ainda não estiverem instalados.',
      ],
    },
    'mezzanine-fall': {
      description:
        'Queda da borda de um mezanino de armazenagem, passarela ou plataforma de equipamento, especialmente na área de descarga de paletes, onde o guarda-corpo fica aberto.',
      controls: [
        'Evitar o acesso às bordas: armazenar no nível do piso ou abastecer o mezanino com um monta-cargas ou transportador em vez de depositar paletes com empilhadeira.',
        'Equipar a área de descarga com um portão de segurança (pivotante ou basculante) que mantenha sempre um dos lados fechado; guarda-corpos contínuos com rodapés em todas as demais bordas; escada fixa com corrimão.',
        'Proibir abrir ou remover um guarda-corpo sem medida substitutiva; afixar a capacidade de carga do mezanino; manter os pedestres fora da área abaixo da borda.',
        'Sistema de restrição de movimentação (cinturão de segurança e talabarte curto demais para alcançar a borda) para qualquer tarefa em uma borda aberta.',
      ],
    },
    'dropped-objects': {
      description:
        'Ferramentas, materiais ou detritos que caem de um andaime, telhado, mezanino ou plataforma elevatória e atingem pessoas abaixo.',
      controls: [
        'Planejar o trabalho de modo que ninguém fique abaixo de uma área de trabalho em altura (sequenciamento das equipes, trabalho fora do horário de ocupação).',
        'Instalar rodapés, redes ou telas de contenção de detritos nos andaimes e nas bordas; retirar os detritos por uma calha fechada em vez de lançá-los.',
        'Amarrar as ferramentas usadas em altura com talabartes porta-ferramentas e içar materiais pequenos em recipientes fechados.',
        'Demarcar e isolar a zona de queda de objetos abaixo do trabalho, com acesso proibido; não armazenar materiais perto das bordas.',
        'Capacete de segurança para todas as pessoas na área exposta.',
      ],
    },
    'storage-rack-collapse': {
      description:
        'Colapso de uma estrutura porta-paletes danificada ou sobrecarregada, ou queda de paletes e mercadorias dos níveis superiores, frequentemente após impacto de empilhadeira.',
      controls: [
        'Ancorar as estruturas porta-paletes ao piso; instalar protetores de coluna, barreiras de fim de corredor, travas de longarina e telas ou redes no fundo dos vãos voltados para um corredor.',
        'Projetar as estruturas conforme os dados do fabricante ou de um engenheiro e afixar a capacidade de carga de cada nível; colocar os paletes mais pesados nos níveis inferiores.',
        'Inspecionar as estruturas regularmente e após qualquer impacto; descarregar e interditar imediatamente, com etiqueta, qualquer vão com montante ou longarina danificado; proibir escalar as estruturas.',
        'Capacete de segurança nos corredores de armazenagem vertical durante as operações de carregamento.',
      ],
    },
    'tree-felling': {
      description:
        'Corte manual de árvores ou poda: queda inesperada da árvore, de árvore morta em pé ou de galho seco, árvore engastalhada que se solta, rebote do tronco.',
      controls: [
        'Preferir o corte mecanizado (feller buncher) ou o desmonte a partir de plataforma elevatória ou guindaste para árvores perigosas ou próximas a edificações.',
        'Máquinas florestais com cabine protegida contra queda de objetos e capotamento; usar cunhas, guincho ou tirfor para direcionar a queda e soltar uma árvore engastalhada.',
        'Avaliar cada árvore antes do corte (árvores mortas em pé, galhos secos, inclinação, vento), abrir duas rotas de fuga, manter todas as pessoas fora de uma área de no mínimo duas vezes a altura da árvore; motosserristas treinados, nunca sozinhos.',
        'Capacete com viseira e protetor auditivo, calça ou perneiras de proteção contra corte, botas de segurança, vestimenta de alta visibilidade.',
      ],
    },
    'crane-suspended-load': {
      description:
        'Carga içada por ponte rolante, talha ou guindaste móvel que cai, balança ou atinge alguém; tombamento do guindaste; pessoa sob a carga.',
      controls: [
        'Equipar os equipamentos de içamento com limitadores de carga e de fim de curso e ganchos com trava de segurança; nos guindastes móveis, indicador de momento de carga e patolas apoiadas sobre calços/placas de apoio.',
        'Plano de içamento (rigging) para içamentos críticos; respeitar a capacidade nominal e a tabela de carga; isolar a área sob a carga e manter todos fora dela; controlar a carga com cabos-guia.',
        'Operação por operadores qualificados, com sinaleiro designado e sinais combinados; inspeção diária e inspeção periódica documentada do equipamento.',
        'Capacete de segurança, calçado de segurança e luvas para os amarradores de carga.',
      ],
    },
    'rigging-sling-failure': {
      description:
        'Linga desgastada, cortada em uma aresta viva, sobrecarregada por um ângulo de lingada muito aberto, ou acessório sem identificação: queda da carga.',
      controls: [
        'Usar acessórios de içamento identificados (etiqueta de capacidade), protetores de aresta nos cantos vivos e balancim para cargas longas; prever pontos de içamento projetados nas peças.',
        'Escolher a linga e o tipo de amarração conforme o peso e o ângulo (a capacidade diminui em ângulos abertos); inspeção visual antes de cada uso e inspeção periódica documentada; retirar imediatamente as lingas sem etiqueta, cortadas, esmagadas ou com pernas rompidas.',
        'Treinar os amarradores de carga; nunca ficar sob a carga nem guiá-la com as mãos.',
        'Luvas de manuseio, capacete e calçado de segurança.',
      ],
    },
    'unguarded-conveyor': {
      description:
        'Acesso aos pontos de convergência entre correia e tambores ou roletes, rodas dentadas e correntes de um transportador, especialmente durante limpeza, desobstrução ou manutenção com o equipamento em movimento: arrastamento, esmagamento, amputação, morte.',
      controls: [
        'Projetar ou modificar o transportador para eliminar a limpeza e a desobstrução manuais perto dos pontos de convergência (raspadores e limpadores automáticos de correia, calhas antientupimento).',
        'Instalar proteções fixas (removíveis somente com ferramenta) ou proteções móveis intertravadas sobre os pontos de convergência dos tambores, roletes de retorno, rodas dentadas e correntes, com aberturas que respeitem as distâncias de segurança (CSA Z432, ISO 13857).',
        'Instalar um cabo de parada de emergência ao longo de toda a extensão acessível e botões de parada de emergência nos postos de trabalho; alarme de partida.',
        'Aplicar o bloqueio e etiquetagem antes de qualquer limpeza, desobstrução ou manutenção; proibir intervenções em transportador em movimento; verificar as proteções a cada turno; roupas justas, cabelos presos, sem adornos.',
      ],
    },
    'rotating-shaft-entanglement': {
      description:
        'Eixos de transmissão, acoplamentos, polias, correias, engrenagens, placas de fixação (mandris) ou eixos cardã de tomada de força (TDP) sem proteção: roupas, cabelos ou luvas agarrados e enrolados, o que pode ser fatal.',
      controls: [
        'Na compra, escolher equipamentos com transmissão enclausurada ou acionamento direto.',
        'Enclausurar eixos, acoplamentos, polias, correias e engrenagens com proteções fixas; nos tratores, manter no lugar a proteção do eixo cardã da TDP e a proteção principal (escudo) do trator.',
        'Nas máquinas-ferramenta (tornos, furadeiras de coluna), instalar uma proteção intertravada da placa (mandril) e uma parada de emergência ao alcance.',
        'Parar e bloquear antes de qualquer intervenção; proibir roupas folgadas, cabelos longos soltos, adornos e luvas perto de partes rotativas; inspecionar as proteções.',
      ],
    },
    'power-press': {
      description:
        'Mãos ou dedos na zona de prensagem de uma prensa mecânica ou hidráulica, prensa dobradeira ou puncionadeira durante a alimentação, a retirada de peças ou o ajuste de ferramentas (matrizes): esmagamento, amputação.',
      controls: [
        'Alimentar e extrair as peças automaticamente (alimentador, robô, calha) para que as mãos nunca entrem na zona de prensagem.',
        'Proteger a zona de prensagem com proteções fixas com aberturas limitadas, ou com dispositivos de proteção (cortina de luz, comando bimanual) instalados à distância de segurança calculada a partir do tempo de parada medido; pedal com proteção contra acionamento acidental.',
        'Trocar e ajustar as matrizes sob bloqueio, com calços de segurança sob o martelo; medir periodicamente o tempo de parada e verificar freio e embreagem; treinar os operadores.',
      ],
    },
    'woodworking-saw': {
      description:
        'Serra circular de bancada, serra radial, serra de esquadria ou serra de fita sem protetor da lâmina ou cutelo divisor: corte ou amputação de dedos, peça arremessada de volta contra o operador.',
      controls: [
        'Substituir as serras circulares de bancada convencionais por serras que detectam o contato com a pele e freiam a lâmina, ou por uma serra esquadrejadeira com carro deslizante para peças grandes.',
        'Manter no lugar a coifa de proteção autoajustável, o cutelo divisor e os dispositivos antirrecuo; freio do motor e parada de emergência acessível; lâmina regulada não mais alta do que o necessário.',
        'Usar sempre empurradores e gabaritos; proibir a remoção das proteções; restringir as máquinas a trabalhadores treinados; bloquear a máquina para trocar a lâmina.',
        'Óculos de segurança ou protetor facial e protetor auditivo; nenhuma luva perto da lâmina.',
      ],
    },
    'lockout-maintenance': {
      description:
        'Manutenção, limpeza, ajuste ou desobstrução sem bloqueio e etiquetagem ou outro método de controle de energias: partida inesperada, liberação de energia acumulada (hidráulica, pneumática, gravitacional, térmica).',
      controls: [
        'Projetar ou modificar as máquinas para que ajustes, lubrificação e desobstruções possam ser feitos sem entrar na zona de perigo.',
        'Equipar cada máquina com dispositivos de seccionamento bloqueáveis e identificados para todas as fontes de energia (elétrica, pneumática, hidráulica, gravitacional) e com válvulas de alívio de energia acumulada.',
        'Elaborar um procedimento de bloqueio específico para cada máquina (fontes, pontos de isolamento, verificação de energia zero) ou outro método de controle de energias de eficácia equivalente; cadeados individuais de chave única; treinamento e auditoria anual da prática.',
      ],
    },
    'live-electrical-parts': {
      description:
        'Trabalho dentro de um quadro energizado, painel de comando, subestação ou equipamento de alta tensão: choque elétrico, eletrocussão, queimaduras por arco elétrico.',
      controls: [
        'Desenergizar e bloquear antes de qualquer trabalho; permitir trabalho energizado somente quando justificado (tecnicamente inviável de outro modo) e sob permissão de trabalho para serviços em eletricidade.',
        'Manter os invólucros fechados e trancados, instalar barreiras isolantes, restringir o acesso às salas elétricas e subestações; realizar um estudo de arco elétrico (energia incidente) e etiquetar os equipamentos (CSA Z462).',
        'Restringir os trabalhos a profissionais qualificados; respeitar os limites de aproximação; testar a ausência de tensão com um detector verificado antes e depois do uso.',
        'Para trabalho energizado justificado: luvas isolantes da classe adequada, ferramentas isoladas, vestimenta e protetor facial com classificação para arco elétrico da categoria definida pelo estudo.',
      ],
    },
    'overhead-power-lines': {
      description:
        'Lança de guindaste, caçamba basculante, plataforma elevatória, escada ou lança de bomba de concreto que toca uma linha aérea ou se aproxima o suficiente para abrir um arco: eletrocussão do operador ou das pessoas no solo.',
      controls: [
        'Solicitar à concessionária de energia elétrica a desenergização ou o remanejamento da linha antes do trabalho.',
        'Se a linha permanecer energizada: solicitar à concessionária a instalação de coberturas isolantes; instalar limitadores de alcance ou de altura nas máquinas, barreiras físicas e pórticos limitadores de altura nos acessos.',
        'Identificar as linhas na fase de planejamento; respeitar as distâncias mínimas de aproximação conforme a tensão; sinaleiro exclusivo para qualquer equipamento com lança; procedimento em caso de contato (permanecer na cabine, manter as pessoas afastadas).',
      ],
    },
    'damaged-cords-panels': {
      description:
        'Extensões e cabos de alimentação danificados, plugues sem o pino de aterramento, caixas de passagem ou quadros abertos, espaço livre obstruído em frente aos quadros: choque elétrico, incêndio.',
      controls: [
        'Substituir as extensões usadas como instalação permanente por tomadas fixas instaladas por um eletricista qualificado.',
        'Proteger os circuitos de ferramentas portáteis, canteiros de obras e áreas úmidas com dispositivos diferenciais residuais (DR); fechar os quadros e caixas de passagem e tampar as aberturas não utilizadas.',
        'Inspecionar cabos e ferramentas antes do uso; retirar de serviço qualquer cabo danificado (sem reparos com fita); manter no mínimo 1 m livre em frente aos quadros e identificar os circuitos.',
      ],
    },
    'whmis-labelling-sds': {
      description:
        'Recipientes sem rótulo (produtos transferidos, borrifadores), fichas de dados de segurança (FDS) ausentes ou desatualizadas, trabalhadores não treinados: exposição ou mistura perigosa por falta de informação.',
      controls: [
        'Fazer o inventário dos produtos e descartar com segurança os que não são utilizados, estão vencidos ou duplicados.',
        'Antes de comprar, comparar as fichas de dados de segurança e escolher o produto adequado menos perigoso.',
        'Garantir que todo recipiente tenha o rótulo do fornecedor ou um rótulo do local de trabalho (produtos transferidos) e que as fichas de dados de segurança atualizadas estejam disponíveis nos postos de trabalho.',
        'Treinar os trabalhadores no WHMIS (pictogramas, frases de perigo, fichas de dados de segurança) e nos procedimentos específicos do local de trabalho.',
      ],
    },
    'corrosive-substances': {
      description:
        'Respingo ou contato com ácido ou base durante transferência, diluição ou limpeza: queimaduras na pele, lesões oculares permanentes.',
      controls: [
        'Substituir por produtos menos concentrados ou menos corrosivos (produtos de limpeza neutros, soluções pré-diluídas).',
        'Sistemas fechados de dosagem e transferência (bombas, torneiras, dosadores) em vez de despejo manual; contenção de derramamentos; lava-olhos e chuveiro de emergência próximos, testados regularmente.',
        'Armazenar ácidos e bases separadamente; rotular os recipientes; procedimento para derramamentos com absorventes neutralizantes; treinamento no WHMIS.',
        'Óculos de proteção contra respingos químicos e protetor facial, luvas e avental resistentes ao produto, conforme a ficha de dados de segurança.',
      ],
    },
    'solvent-vapours': {
      description:
        'Inalação de vapores de solventes (pintura, desengraxe, adesivos) e absorção pela pele: tontura, efeitos no sistema nervoso, dermatite; vapores inflamáveis.',
      controls: [
        'Substituir por produtos à base de água ou com baixo teor de COV (compostos orgânicos voláteis), ou por solventes menos voláteis e menos tóxicos.',
        'Ventilação local exaustora, cabine de pintura ventilada, lavadoras de peças com tampa; recipientes mantidos fechados.',
        'Medir a exposição e compará-la com os limites de exposição ocupacional; limitar as quantidades no posto de trabalho; proibir fontes de ignição; treinamento no WHMIS.',
        'Luvas resistentes ao solvente escolhidas conforme a ficha de dados de segurança, óculos de segurança; respirador com cartuchos para vapores orgânicos se a exposição não estiver controlada, dentro de um programa de proteção respiratória (PPR).',
      ],
    },
    'pesticide-exposure': {
      description:
        'Contato com a pele, inalação ou respingo durante o preparo da calda, a pulverização ou a reentrada precoce em uma área tratada: intoxicação aguda, efeitos crônicos.',
      controls: [
        'Adotar o manejo integrado de pragas e escolher o produto registrado eficaz menos tóxico.',
        'Sistemas fechados de transferência para o preparo; tratores com cabine filtrada e pressurizada para a aplicação.',
        'Seguir o rótulo aprovado no registro (doses, intervalos de reentrada); sinalizar as áreas tratadas; confiar o preparo e a aplicação a aplicadores certificados; água e kit de descontaminação no local.',
        'Luvas de nitrila, macacão e proteção ocular; respirador conforme exigido pelo rótulo do produto.',
      ],
    },
    'crystalline-silica': {
      description:
        'Corte, esmerilhamento, perfuração, britagem ou jateamento de concreto, pedra, tijolo ou pedra artificial (engenheirada): poeira respirável de sílica cristalina, causadora de silicose, câncer de pulmão e doença pulmonar obstrutiva crônica.',
      controls: [
        'Substituir a areia por abrasivos isentos de sílica no jateamento; evitar pedra artificial com alto teor de sílica.',
        'Trabalhar a úmido (alimentação de água integrada à ferramenta) ou usar ferramentas com aspiração na própria ferramenta conectada a um aspirador com filtro HEPA; cabines filtradas e pressurizadas nas máquinas.',
        'Avaliar a exposição por amostragem do ar; demarcar a área de trabalho; proibir a varrição a seco e o ar comprimido para limpeza; vigilância médica dos trabalhadores expostos.',
        'Respirador escolhido conforme o nível de exposição (peça semifacial com filtros P100 ou respirador purificador de ar motorizado), com ensaio de vedação.',
      ],
    },
    asbestos: {
      description:
        'Perturbação de materiais contendo amianto (isolamento projetado, revestimento térmico de tubulações, placas de piso, reboco, vermiculita) durante reforma, demolição ou manutenção: asbestose, mesotelioma, câncer de pulmão.',
      controls: [
        'Antes de qualquer reforma ou demolição, identificar os materiais que possam conter amianto (amostragem e análise) e providenciar sua remoção por uma empresa qualificada antes dos demais trabalhos.',
        'Para a remoção: área enclausurada e vedada, sob pressão negativa com unidades de filtragem HEPA, umedecimento dos materiais, unidade de descontaminação.',
        'Manter um inventário dos materiais contendo amianto e informar os trabalhadores e as empresas contratadas; classificar os trabalhos por nível de risco e aplicar os métodos prescritos; monitoramento de fibras no ar.',
        'Respirador adequado ao nível de risco (desde peça semifacial P100 até equipamento de adução de ar) e macacão descartável.',
      ],
    },
    'wood-dust': {
      description:
        'Serragem, usinagem e sobretudo lixamento de madeira e painéis: poeira irritante e sensibilizante (asma), cancerígena no caso das madeiras duras; a poeira depositada também é combustível.',
      controls: [
        'Comprar peças pré-cortadas ou com acabamento pronto, sempre que possível, para reduzir o corte e o lixamento no local.',
        'Conectar cada máquina de marcenaria a um sistema central de coleta de pó (captação na fonte, velocidade de transporte adequada); lixadeiras portáteis com aspiração integrada.',
        'Limpar com aspirador HEPA, nunca com ar comprimido ou vassoura; medir a exposição; manter os coletores de pó.',
        'Respirador (no mínimo N95) para lixamento e limpeza; óculos de segurança.',
      ],
    },
    'occupational-noise': {
      description:
        'Exposição diária a ruído acima dos limites regulamentares (máquinas, ferramentas pneumáticas, compressores, processos de impacto): perda auditiva permanente, zumbido, alarmes não ouvidos.',
      controls: [
        'Escolher equipamentos e processos mais silenciosos na compra (nível sonoro máximo definido nas especificações de compra).',
        'Reduzir o ruído na fonte e na trajetória: enclausuramento das máquinas, silenciadores nos escapes pneumáticos, suportes antivibratórios, barreiras e tratamento acústico, cabines isoladas acusticamente para os operadores.',
        'Medir a exposição (medidor de nível de pressão sonora e dosimetria), sinalizar as áreas de uso obrigatório de protetor auditivo, limitar o tempo de exposição; exames audiométricos dos trabalhadores expostos.',
        'Protetores auditivos (de inserção ou tipo concha) escolhidos conforme a atenuação necessária, com treinamento sobre como usá-los.',
      ],
    },
    'hand-arm-vibration': {
      description:
        'Uso prolongado de ferramentas vibratórias (martelo rompedor, martelete perfurador, esmerilhadeira, chave de impacto, motosserra): fenômeno de Raynaud (dedo branco), lesões nervosas e articulares.',
      controls: [
        'Mecanizar a tarefa (rompedor montado em máquina, demolição por controle remoto) para eliminar o uso de ferramentas manuais.',
        'Escolher ferramentas de baixa vibração (empunhaduras antivibratórias, sistemas de amortecimento) e mantê-las (discos e brocas afiados, balanceamento).',
        'Estimar a exposição diária a partir dos dados de vibração das ferramentas, limitar o tempo de acionamento e alternar as tarefas; observar os sintomas (dormência, embranquecimento dos dedos).',
        'Luvas térmicas para manter as mãos aquecidas e secas (as chamadas luvas antivibração oferecem proteção limitada).',
      ],
    },
    'whole-body-vibration': {
      description:
        'Condução prolongada de máquinas pesadas, caminhões, tratores ou empilhadeiras em superfícies irregulares: dor lombar e distúrbios da coluna vertebral.',
      controls: [
        'Equipar os veículos com assentos com suspensão ajustados ao peso do condutor e cabines suspensas; escolher pneus e suspensões adequados ao terreno.',
        'Manter as vias de circulação (nivelamento, reparo de buracos) e as suspensões dos veículos.',
        'Limitar a velocidade em superfícies irregulares; ajustar o assento para cada condutor; alternar as tarefas e limitar a condução contínua.',
      ],
    },
    'confined-space-entry': {
      description:
        'Trabalho em tanque, vaso, silo, poço, poço de visita ou rede de esgoto: atmosfera perigosa (deficiência de oxigênio, gases tóxicos ou inflamáveis), engolfamento, resgate difícil; socorristas improvisados frequentemente se tornam vítimas.',
      controls: [
        'Evitar a entrada: limpar, inspecionar e coletar amostras pelo lado de fora (bicos rotativos, câmeras, hastes).',
        'Isolar o espaço confinado (bloqueio, raqueteamento ou desconexão das linhas), ventilá-lo mecanicamente e de forma contínua, instalar um sistema de resgate (tripé e guincho) sobre a abertura.',
        'Identificar e sinalizar cada espaço confinado; avaliação de riscos e Permissão de Entrada e Trabalho (PET) emitida por pessoa qualificada; medição da atmosfera (oxigênio, gases inflamáveis e tóxicos) antes e durante o trabalho; vigia do lado de fora em contato permanente; procedimento de resgate que nunca envia socorristas sem equipamento para dentro do espaço.',
        'Cinturão de segurança conectado ao sistema de resgate, detector multigás individual; equipamento de proteção respiratória autônomo ou de adução de ar se a atmosfera não puder ser tornada segura.',
      ],
    },
    'trench-collapse': {
      description:
        'Trabalho em vala ou escavação cujas paredes não foram taludadas nem escoradas: soterramento, frequentemente fatal; queda de material escavado ou de equipamentos a partir da borda; atingimento de redes subterrâneas.',
      controls: [
        'Usar métodos não destrutivos (perfuração direcional, substituição de tubos por arrebentamento – pipe bursting) ou realizar o trabalho sem entrar na vala.',
        'Proteger as paredes por taludamento adequado ao tipo de solo, por escoramento projetado por engenheiro ou por blindagem de vala (caixa de escoramento); manter o material escavado e os equipamentos afastados da borda (no mínimo 1,2 m).',
        'Localizar as redes subterrâneas antes de escavar (serviço de localização de interferências); inspeção diária das paredes por pessoa competente; escadas de acesso a intervalos regulares; nenhuma entrada sem proteção das paredes.',
        'Capacete, botas de segurança e vestimenta de alta visibilidade.',
      ],
    },
    'forklift-pedestrian': {
      description:
        'Pedestres compartilhando corredores com empilhadeiras: atropelamento ou esmagamento em ponto cego, em cruzamento ou durante marcha a ré; tombamento da empilhadeira.',
      controls: [
        'Separar fisicamente os pedestres das empilhadeiras: passarelas protegidas por barreiras, travessias e portas separadas, leiaute que elimine os pontos de cruzamento.',
        'Espelhos convexos nos cruzamentos e pontos cegos, detecção de pedestres ou de proximidade, luzes de advertência projetadas no piso e buzinas nas empilhadeiras, limitação eletrônica de velocidade.',
        'Treinar e avaliar os operadores; plano de circulação com demarcação no piso, limites de velocidade e regras de preferência; manter os pedestres fora dos corredores durante as operações; inspeção da empilhadeira antes de cada turno.',
        'Vestimenta de alta visibilidade para os pedestres nas áreas de circulação; calçado de segurança.',
      ],
    },
    'vehicle-reversing': {
      description:
        'Caminhões, máquinas de construção e veículos de serviço dando marcha a ré onde circulam pessoas, com visibilidade traseira limitada: pessoa atingida ou atropelada.',
      controls: [
        'Organizar o local e as rotas de circulação em sentido único ou em circuito fechado para eliminar as manobras de ré.',
        'Equipar os veículos com câmeras de ré, detecção de obstáculos e alarmes sonoros de ré (de preferência de banda larga); espelhos.',
        'Sinaleiro treinado, visível pelo motorista e em contato com ele, para qualquer manobra de ré onde circulam pessoas; demarcar as áreas de manobra e manter os pedestres fora delas.',
        'Vestimenta de alta visibilidade para todas as pessoas a pé nas áreas de circulação.',
      ],
    },
    'loading-dock': {
      description:
        'Caminhão que parte ou reboque que se desloca enquanto uma empilhadeira está dentro dele; empilhadeira que cai da doca; borda da doca desprotegida; reboque desengatado que tomba.',
      controls: [
        'Travas de veículo que prendem o para-choque traseiro, intertravadas com sinaleiras internas e externas; na falta delas, calços de roda; niveladoras de doca adequadas; barreira de doca quando a porta estiver aberta sem caminhão.',
        'Cavaletes de apoio sob a parte dianteira dos semirreboques desengatados.',
        'Procedimento de doca: veículo imobilizado e chaves entregues antes do carregamento; verificar o assoalho do reboque; iluminação no interior do reboque; borda da doca sinalizada.',
      ],
    },
    'manual-handling': {
      description:
        'Levantar, carregar, empurrar ou puxar cargas pesadas, volumosas ou mantidas afastadas do corpo, incluindo a movimentação de pacientes em serviços de saúde: lesões na coluna e distúrbios osteomusculares.',
      controls: [
        'Eliminar a movimentação manual por mecanização: transportadores, paleteiras elétricas, talhas, manipuladores, elevadores de transferência de pacientes em serviços de saúde.',
        'Organizar os postos de trabalho para que as cargas sejam pegas entre a altura dos joelhos e a dos ombros (mesas elevatórias, viradores de paletes); fornecer carrinhos adequados.',
        'Reduzir o peso e o tamanho das cargas (recipientes menores), levantamento por duas pessoas para cargas pesadas, divisão de tarefas; treinamento nos princípios de movimentação de cargas e, em serviços de saúde, na movimentação segura de pacientes.',
        'Luvas de manuseio adequadas à pega e calçado de segurança.',
      ],
    },
    'repetitive-work': {
      description:
        'Movimentos repetidos em ritmo acelerado, frequentemente com força ou posturas inadequadas das mãos e punhos (montagem, embalagem, corte, digitação): tendinite, síndrome do túnel do carpo e outros distúrbios osteomusculares.',
      controls: [
        'Automatizar ou mecanizar as tarefas mais repetitivas (parafusadeiras automáticas, dispensadores, embalagem automatizada).',
        'Projetar os postos de trabalho para reduzir força e repetição: ferramentas com empunhadura adequada, ferramentas suspensas em balancins, gabaritos de fixação, altura de trabalho ajustável.',
        'Rodízio entre tarefas que solicitem grupos musculares diferentes, micropausas, ritmo ajustado e período de adaptação para trabalhadores novos; notificação precoce de sintomas e análise ergonômica dos postos de trabalho.',
      ],
    },
    'awkward-posture': {
      description:
        'Trabalho com o tronco inclinado ou em torção, ajoelhado, agachado ou com os braços acima dos ombros, ou em posturas estáticas prolongadas (posto informatizado mal ajustado): dores nas costas, no pescoço e nos ombros.',
      controls: [
        'Reprojetar o posto de trabalho: superfície de trabalho com altura regulável, posicionadores que tragam a peça à altura do cotovelo, braços articulados, posto informatizado ajustável (monitor, cadeira, teclado).',
        'Fornecer ferramentas com extensão ou anguladas para evitar trabalhar com os braços elevados ou ajoelhado.',
        'Alternar posturas (sentado e em pé) e tarefas, pausas ativas, treinamento no ajuste do posto de trabalho; análise ergonômica dos postos problemáticos.',
        'Joelheiras para trabalhos inevitáveis no nível do piso.',
      ],
    },
    'wet-floor-slip': {
      description:
        'Escorregamento em piso molhado, engordurado ou com gelo (derramamentos, limpeza, entradas no inverno, cozinhas): queda no mesmo nível com entorses ou fraturas.',
      controls: [
        'Eliminar as fontes de líquido no piso: consertar vazamentos, coletar gotejamentos na origem (bandejas, calhas), prever ralos.',
        'Pisos antiderrapantes adequados aos contaminantes presentes; tapetes absorventes nas entradas; degelo e material abrasivo (areia) nos acessos externos.',
        'Limpar derramamentos imediatamente (kits à mão), sinalizar as áreas molhadas com placas, programa de remoção de neve e gelo, lavagem do piso fora dos horários de maior movimento.',
        'Calçados com solado antiderrapante adequado ao ambiente; grampos antiderrapantes para gelo em áreas externas.',
      ],
    },
    'cluttered-aisle-trip': {
      description:
        'Materiais, sucata, cabos ou fios no piso, pisos danificados ou irregulares, iluminação deficiente: tropeços e quedas; saídas e corredores obstruídos.',
      controls: [
        'Reparar os pisos (buracos, desníveis), passar os cabos por via aérea ou sob protetores de cabos, melhorar a iluminação dos corredores e escadas, prever locais de guarda perto dos postos de trabalho.',
        'Programa de organização e limpeza (por exemplo, 5S) com inspeções regulares; demarcação no piso dos corredores e áreas de armazenagem; retirada da sucata a cada turno; saídas sempre desobstruídas.',
        'Calçado de segurança fechado.',
      ],
    },
    'flammable-liquid-storage': {
      description:
        'Líquidos inflamáveis (gasolina, solventes, tintas) armazenados fora de armários, em quantidades excessivas ou perto de fontes de ignição; transferência sem aterramento: incêndio, explosão de vapores.',
      controls: [
        'Substituir por produtos não inflamáveis ou com ponto de fulgor mais alto.',
        'Armazenar em armários de segurança aprovados ou em sala construída para essa finalidade e ventilada; latas de segurança com fechamento automático e corta-chamas; aterramento e equipotencialização durante a transferência; equipamentos elétricos certificados para áreas classificadas.',
        'Limitar as quantidades fora do armazenamento ao consumo de um turno; manter os recipientes fechados; permissão de trabalho a quente nas proximidades; extintores adequados e plano de resposta a emergências; treinamento no WHMIS.',
      ],
    },
    'combustible-dust': {
      description:
        'Poeira fina de madeira, farinha, açúcar, plástico ou metal depositada ou em suspensão (coletores de pó, silos, superfícies elevadas): explosão primária seguida de explosão secundária, incêndio.',
      controls: [
        'Captação na fonte; coletores de pó instalados ao ar livre, com painéis de alívio de explosão ou sistema de supressão e válvulas de isolamento; equipamentos elétricos e aterramento adequados a atmosferas com poeira.',
        'Projetar os ambientes para limitar as superfícies onde a poeira se deposita (vigas enclausuradas, superfícies inclinadas).',
        'Análise de riscos de poeiras combustíveis (por exemplo, conforme a NFPA 652); limpeza frequente que impeça o acúmulo (aspirador apropriado para poeira combustível, nunca por sopro); permissões de trabalho a quente; inspeção das superfícies elevadas.',
      ],
    },
    'hot-work-ignition': {
      description:
        'Soldagem, corte, esmerilhamento ou brasagem perto de materiais combustíveis ou em recipientes que contiveram produtos inflamáveis: incêndio retardado, explosão, queimaduras.',
      controls: [
        'Evitar o trabalho a quente: união mecânica (aparafusamento), corte a frio (serra, tesoura hidráulica) ou transferência da peça para uma oficina de soldagem designada.',
        'Remover ou proteger os combustíveis num raio de cerca de 11 m (mantas e anteparos antichama), vedar as aberturas; purgar e inertizar os recipientes que contiveram produtos inflamáveis.',
        'Permissão de trabalho a quente emitida por pessoa autorizada; medição de gases inflamáveis quando necessário; vigia de incêndio durante o trabalho e por no mínimo 60 minutos depois; extintor à mão.',
        'Vestimenta resistente a chamas, luvas de soldador, máscara de solda ou óculos para corte.',
      ],
    },
    'welding-fumes': {
      description:
        'Inalação de fumos metálicos e gases de soldagem (manganês, cromo hexavalente do aço inoxidável, zinco do aço galvanizado, ozônio): febre dos fumos metálicos, efeitos respiratórios e no sistema nervoso, câncer.',
      controls: [
        'Escolher processos e consumíveis de menor emissão (TIG em vez de eletrodo revestido, arame com baixo teor de manganês); remover revestimentos e galvanização antes da soldagem.',
        'Captação na fonte: tochas com exaustão de fumos ou braços de exaustão posicionados perto do arco, mesas com exaustão descendente; ventilação geral complementar.',
        'Medir a exposição (metais, ozônio) em relação aos limites de exposição ocupacional; manter o soldador fora da pluma; treinamento.',
        'Máscara de solda com respirador purificador de ar motorizado, ou peça semifacial P100 sob a máscara, quando a exposição permanecer elevada.',
      ],
    },
    'heat-stress': {
      description:
        'Trabalho físico em clima quente ou perto de fontes de calor (fornos, fundições, telhados): desidratação, exaustão pelo calor, intermação (golpe de calor), que pode ser fatal.',
      controls: [
        'Reduzir a carga térmica: ventilação geral e localizada, anteparos refletores em torno das fontes radiantes, isolamento das superfícies quentes, áreas de descanso climatizadas ou sombreadas, auxílios mecânicos para reduzir o esforço.',
        'Plano de prevenção do calor baseado no IBUTG (WBGT) ou no humidex: regime de trabalho e descanso, água fresca à mão (cerca de um copo a cada 20 minutos), aclimatação dos trabalhadores novos, trabalho pesado nos horários mais frescos, observação mútua dos sintomas.',
        'Roupas leves, folgadas e de cor clara e cobertura para a cabeça; vestimentas refrigeradas ou refletivas perto de fontes radiantes.',
      ],
    },
    'cold-stress': {
      description:
        'Trabalho externo no inverno ou em câmaras frias e armazéns frigorificados: congelamento de tecidos (frostbite), hipotermia, perda de destreza que aumenta outros riscos.',
      controls: [
        'Abrigos aquecidos perto do trabalho externo, quebra-ventos, aquecedores radiantes localizados; cabos de ferramentas isolados; câmaras frias com dispositivo de abertura interna e alarme.',
        'Regime de pausas para aquecimento baseado na temperatura e na sensação térmica do vento, bebidas quentes, sistema de duplas, observação dos sinais de congelamento e hipotermia, trabalho planejado para os horários mais quentes.',
        'Vestimentas isolantes em camadas, corta-vento e impermeáveis; proteção das mãos, dos pés e da cabeça; roupas secas de reserva.',
      ],
    },
    'welding-arc-radiation': {
      description:
        'Radiação ultravioleta, visível e infravermelha de arcos de soldagem ou do corte a plasma: fotoceratite (“olho de soldador”), queimaduras na pele, lesões na retina, para o soldador e as pessoas ao redor.',
      controls: [
        'Isolar os postos de soldagem com divisórias ou cortinas filtrantes de soldagem e superfícies não refletivas para proteger as pessoas ao redor.',
        'Sinalizar as áreas de soldagem, manter afastadas as pessoas sem proteção, avisar antes de abrir o arco.',
        'Máscara de solda com filtro de tonalidade adequada ao processo e à corrente (filtro de escurecimento automático), óculos de segurança por baixo; vestimenta resistente a chamas que cubra o corpo, luvas de soldador.',
      ],
    },
    'ionizing-radiation': {
      description:
        'Medidores nucleares, gamagrafia industrial, equipamentos de raios X, diagnóstico por imagem: exposição externa acidental (fonte sem blindagem, intertravamento burlado) que pode causar queimaduras por radiação e câncer.',
      controls: [
        'Substituir as fontes radioativas por tecnologias não nucleares sempre que possível (ultrassom, medidores sem fonte, geradores de raios X que podem ser desligados).',
        'Blindagem e enclausuramentos com intertravamentos e luzes de advertência; armazenamento trancado das fontes; redução do tempo de exposição e aumento da distância.',
        'Demarcar e sinalizar as áreas controladas; confiar as fontes a trabalhadores treinados sob a responsabilidade de um supervisor de proteção radiológica; dosimetria individual; cumprir a licença da autoridade competente (no Canadá, a Comissão Canadense de Segurança Nuclear).',
        'Avental plumbífero e protetor de tireoide em diagnóstico por imagem.',
      ],
    },
    'bloodborne-needlestick': {
      description:
        'Perfuração ou corte por objeto contaminado (agulha, lâmina, seringa descartada) ou respingo de sangue e fluidos corporais: transmissão de hepatite B, hepatite C e HIV.',
      controls: [
        'Eliminar injeções e coletas desnecessárias e usar sistemas sem agulha (conectores sem agulha para acesso intravenoso).',
        'Dispositivos com mecanismo de segurança (agulhas retráteis ou com proteção) e coletores rígidos para perfurocortantes no ponto de uso.',
        'Proibir o reencape; procedimento pós-exposição (primeiros socorros, avaliação médica imediata, profilaxia); oferta de vacinação contra hepatite B; treinamento em precauções padrão.',
        'Luvas descartáveis; proteção ocular e avental quando houver possibilidade de respingos.',
      ],
    },
    'biological-agents-waste': {
      description:
        'Contato com esgoto, lodo, resíduos ou composto, ou inalação de bioaerossóis (mofo após danos causados por água, excrementos de aves): infecções (leptospirose, hepatite A, histoplasmose), alergias e doenças respiratórias.',
      controls: [
        'Reduzir a geração de bioaerossóis (evitar a lavagem a alta pressão, exaustão local e ventilação, cabines filtradas nos veículos); impedir o acesso de aves (redes, espículas); remediar os materiais com mofo sob confinamento.',
        'Higiene: instalações para lavagem, proibição de comer ou fumar no local, roupas de trabalho guardadas separadamente; vacinação conforme orientação de um profissional de saúde; umedecer os excrementos antes da remoção.',
        'Luvas impermeáveis, botas, óculos de proteção ou protetor facial; respirador (no mínimo N95) conforme a tarefa.',
      ],
    },
    'workplace-violence-harassment': {
      description:
        'Agressões, ameaças ou incivilidades de clientes, usuários ou pacientes, violência doméstica que chega ao local de trabalho, assédio moral ou sexual entre colegas: lesões físicas e psicológicas.',
      controls: [
        'Eliminar os fatores desencadeantes: pagamento eletrônico em vez de dinheiro em espécie, tempos de espera menores e informações claras aos usuários.',
        'Adequar as instalações: balcões protegidos, duas saídas nas salas de atendimento, iluminação, controle de acesso, botões de pânico ou alarmes portáteis ligados a uma resposta rápida.',
        'Política de prevenção do assédio e da violência com procedimento confidencial de denúncia; identificação das situações de alto risco; treinamento em desescalada de conflitos; registro e investigação de todos os incidentes; apoio pós-incidente.',
      ],
    },
    'work-overload-stress': {
      description:
        'Carga de trabalho excessiva, baixa autonomia de decisão, falta de apoio ou reconhecimento, altas exigências emocionais: esgotamento profissional (burnout), depressão, transtornos de ansiedade, erros e acidentes.',
      controls: [
        'Ajustar o quadro de pessoal e a organização do trabalho à carga de trabalho real (planejamento, priorização, cobertura de ausências).',
        'Avaliar os riscos psicossociais (questionário validado, grupos focais); aumentar a autonomia de decisão, o apoio das chefias e o reconhecimento; controlar as horas extras.',
        'Programa de assistência ao empregado; treinamento das chefias para identificar sofrimento psíquico; retorno gradual ao trabalho.',
      ],
    },
    'working-alone': {
      description:
        'Trabalhador sozinho, fora do alcance da vista e da voz (turno da noite, local remoto, visita domiciliar, manutenção fora do expediente): socorro tardio em caso de lesão, mal súbito ou agressão.',
      controls: [
        'Proibir o trabalho isolado em tarefas de alto risco (espaço confinado, serviços em eletricidade, trabalho em altura, manuseio de dinheiro à noite): trabalho em equipe.',
        'Dispositivo para trabalhador isolado (alarme de imobilidade ou de queda, localização) ou meio de comunicação confiável (rádio, telefone via satélite onde não houver cobertura).',
        'Procedimento de contato periódico em intervalos definidos conforme o risco, com resposta planejada se o trabalhador não responder; registro de deslocamentos; treinamento em primeiros socorros.',
      ],
    },
    'compressed-gas-cylinders': {
      description:
        'Cilindro não fixado que cai e tem a válvula quebrada (projétil), vazamento de gás inflamável ou oxidante, asfixia por gás inerte em ambiente fechado.',
      controls: [
        'Substituir os cilindros por um abastecimento centralizado (tubulação fixa, tanque a granel) quando o consumo o justificar.',
        'Armazenar os cilindros em pé, acorrentados ou em suportes, em área ventilada; separar o oxigênio dos gases combustíveis por distância ou por parede não combustível; válvulas de retenção e válvulas corta-chama nos maçaricos.',
        'Deslocar os cilindros em carrinho com o capacete de proteção da válvula colocado, nunca rolando-os nem levantando-os pelo capacete; verificar rótulos e estanqueidade; treinar os usuários.',
        'Luvas, óculos de segurança e calçado de segurança para o manuseio.',
      ],
    },
    'pressure-vessels': {
      description:
        'Ruptura de caldeira, reservatório de ar comprimido ou autoclave; chicoteamento de mangueira pressurizada; projeção de partículas ou injeção de ar durante a limpeza com ar comprimido.',
      controls: [
        'Substituir a limpeza com ar comprimido por aspirador industrial; na impossibilidade, bicos de segurança de pressão reduzida.',
        'Equipar cada vaso com válvula de segurança calibrada na pressão de projeto e com descarga para local seguro, manômetro e drenos; dispositivos antichicote nas conexões de mangueiras pressurizadas.',
        'Submeter os vasos a inspeção e testar as válvulas de segurança conforme exigido pela autoridade competente; respeitar a pressão máxima de trabalho afixada; despressurizar e bloquear antes da manutenção.',
        'Óculos de segurança ou protetor facial ao conectar e usar ar comprimido.',
      ],
    },
    'hand-tool-cuts': {
      description:
        'Cortes e lacerações causados por facas de lâmina fixa ou estiletes, ou por ferramentas inadequadas ou danificadas (cabo rachado, cabeça deformada em cogumelo), especialmente ao abrir caixas e cortar.',
      controls: [
        'Receber os produtos em embalagens de fácil abertura para eliminar a necessidade de facas.',
        'Substituir as facas de lâmina fixa por facas com lâmina de retração automática ou lâmina protegida.',
        'Postos de trabalho com dispositivos de fixação da peça (morsa, grampo) para que a mão livre fique fora da trajetória da lâmina.',
        'Inspecionar as ferramentas e retirar as danificadas; usar a ferramenta certa para a tarefa; cortar no sentido oposto ao corpo; guardar as lâminas em bainhas.',
        'Luvas resistentes a corte, de nível adequado à tarefa.',
      ],
    },
    'portable-power-tools': {
      description:
        'Esmerilhadeira angular, serra circular portátil, furadeira ou pregador pneumático: ruptura do disco, rebote da ferramenta, contato com a lâmina, projeção de partículas, disparo acidental de pregos.',
      controls: [
        'Escolher ferramentas menos perigosas para a tarefa: serra de fita portátil em vez de esmerilhadeira para cortar, pregadores de disparo sequencial em vez de disparo por contato.',
        'Ferramentas equipadas com a proteção do disco ou da lâmina, interruptor de acionamento contínuo (homem-morto) e empunhadura auxiliar; rotação nominal do disco no mínimo igual à rotação da ferramenta.',
        'Inspecionar ferramentas e discos antes do uso (trincas, data de validade); desconectar da tomada para trocar o disco; treinar os usuários; demarcar a zona de projeção de fagulhas e detritos.',
        'Protetor facial sobre óculos de segurança, protetor auditivo, luvas adequadas.',
      ],
    },
    chainsaw: {
      description:
        'Corte grave pela corrente, especialmente no rebote, quando a ponta do sabre toca um obstáculo; riscos associados de ruído e vibração.',
      controls: [
        'Usar equipamentos mecanizados (harvester, picador, podador de haste) sempre que possível.',
        'Motosserra com freio de corrente funcionando, pino pega-corrente, protetor da mão e trava do acelerador; corrente de baixo rebote.',
        'Treinar os usuários; dar a partida no chão com o freio acionado; nunca cortar com a ponta do sabre nem acima da altura dos ombros; verificar a afiação e a tensão da corrente.',
        'Calça ou perneiras de proteção contra corte, botas com proteção contra corte, capacete com viseira de tela e protetor auditivo, luvas.',
      ],
    },
  },
  citationSubjects: {
    // Due diligence (Canada), cited with every Canadian analysis.
    'Duty of anyone who directs work to take reasonable steps to prevent bodily harm; criminal liability of organizations':
      'Dever de quem dirige um trabalho de tomar medidas razoáveis para evitar lesões corporais; responsabilidade penal das organizações',
    'Due diligence as a defence': 'Devida diligência como meio de defesa',
    'Protection against falls from height': 'Proteção contra quedas de altura',
    'Fall protection (construction projects)': 'Proteção contra quedas (obras de construção)',
    'Ladders and access at height': 'Escadas e acesso em altura',
    'Fall protection': 'Proteção contra quedas',
    'Fall protection (Part XII)': 'Proteção contra quedas (Parte XII)',
    'Work at height': 'Trabalho em altura',
    'Rescue of the worker': 'Resgate do trabalhador',
    'Safety net': 'Rede de segurança',
    'Fall-arrest anchorage': 'Ancoragem do sistema de retenção de queda',
    Guardrails: 'Guarda-corpos',
    'General Part 4 provisions relevant to falls': 'Disposições gerais da Parte 4 relativas a quedas',
    'Fall protection (general industry)': 'Proteção contra quedas (indústria em geral)',
    'Fall protection (construction)': 'Proteção contra quedas (construção)',
    'Temporary structures': 'Estruturas temporárias',
    'Personal protective equipment': 'Equipamento de proteção individual (EPI)',
    'Protective clothing, equipment and devices': 'Vestimentas, equipamentos e dispositivos de proteção',
    'Personal protective clothing and equipment': 'Vestimentas e equipamentos de proteção individual',
    'Personal protective equipment (construction sites)':
      'Equipamentos de proteção individual (canteiros de obras)',
    'Protection against falling objects': 'Proteção contra queda de objetos',
    'PPE: general requirements': 'EPI: requisitos gerais',
    'Material handling': 'Movimentação de materiais',
    'Safe storage of materials': 'Armazenamento seguro de materiais',
    'Tree felling and forestry work': 'Corte de árvores e trabalhos florestais',
    'Lifting devices and rigging': 'Equipamentos de içamento e acessórios de movimentação de cargas',
    'Machines: safeguarding the danger zone': 'Máquinas: proteção da zona de perigo',
    'Machine guarding': 'Proteção de máquinas',
    'Tools, machinery and equipment': 'Ferramentas, máquinas e equipamentos',
    'Machine safeguards': 'Proteções de máquinas',
    'Machine guarding: general requirements': 'Proteção de máquinas: requisitos gerais',
    'Work equipment': 'Equipamentos de trabalho',
    'Machinery safeguarding systems': 'Sistemas de proteção de máquinas',
    'Safety of machinery and equipment': 'Segurança de máquinas e equipamentos',
    'Lockout and other energy control methods': 'Bloqueio e outros métodos de controle de energias',
    'Lockout (construction sites)': 'Bloqueio (canteiros de obras)',
    'Lockout and energy control': 'Bloqueio e controle de energias',
    'Electrical lockout': 'Bloqueio elétrico',
    'De-energization and lockout': 'Desenergização e bloqueio',
    'Control of hazardous energy': 'Controle de energias perigosas',
    'Machine lockout': 'Bloqueio de máquinas',
    'Control of hazardous energy (lockout/tagout)': 'Controle de energias perigosas (bloqueio e etiquetagem)',
    'Electrical safety': 'Segurança elétrica',
    'Electricity (construction sites)': 'Eletricidade (canteiros de obras)',
    'Electrical installations: lockout and work': 'Instalações elétricas: bloqueio e intervenções',
    'Safety in electrical installations and services': 'Segurança em instalações e serviços em eletricidade',
    'Work near power lines': 'Trabalhos nas proximidades de linhas de energia elétrica',
    'Work near overhead lines': 'Trabalhos nas proximidades de linhas aéreas',
    'Hazardous products information (WHMIS)': 'Informação sobre produtos perigosos (WHMIS)',
    'Hazardous products: labels and safety data sheets':
      'Produtos perigosos: rótulos e fichas de dados de segurança',
    WHMIS: 'WHMIS',
    'Chemical agents (including WHMIS)': 'Agentes químicos (incluindo o WHMIS)',
    'Hazardous products (WHMIS)': 'Produtos perigosos (WHMIS)',
    'Hazard communication': 'Comunicação de perigos',
    'Substances hazardous to health': 'Substâncias perigosas para a saúde',
    'Respiratory protection': 'Proteção respiratória',
    'Pesticide exposure': 'Exposição a agrotóxicos',
    'Crystalline silica dust exposure': 'Exposição à poeira de sílica cristalina',
    'Work involving asbestos': 'Trabalhos com exposição ao amianto',
    'Wood dust exposure': 'Exposição à poeira de madeira',
    Noise: 'Ruído',
    'Noise, including the 85 dBA exposure limit': 'Ruído, incluindo o limite de exposição de 85 dBA',
    'Noise exposure': 'Exposição ao ruído',
    'Noise, including the 87 dBA exposure limit': 'Ruído, incluindo o limite de exposição de 87 dBA',
    'Occupational noise exposure': 'Exposição ocupacional ao ruído',
    'Noise at work': 'Ruído no trabalho',
    'Vibration exposure': 'Exposição a vibrações',
    'Confined spaces': 'Espaços confinados',
    'Confined spaces (construction sites)': 'Espaços confinados (canteiros de obras)',
    'Permit-required confined spaces': 'Espaços confinados que exigem permissão de entrada',
    'Excavations and trenches': 'Escavações e valas',
    'Forklift operator training': 'Treinamento de operadores de empilhadeira',
    'Forklifts and powered mobile equipment': 'Empilhadeiras e equipamentos móveis motorizados',
    'Mobile equipment': 'Equipamentos móveis',
    'Powered mobile equipment': 'Equipamentos móveis motorizados',
    'Materials handling: motorized equipment': 'Movimentação de materiais: equipamentos motorizados',
    'Mobile equipment and powered handling': 'Equipamentos móveis e movimentação motorizada',
    'Powered industrial trucks': 'Veículos industriais motorizados',
    'Vehicle traffic on construction sites': 'Circulação de veículos em canteiros de obras',
    'General duty of the employer (ergonomics)': 'Obrigação geral do empregador (ergonomia)',
    'Ergonomics (MSI) requirements': 'Requisitos de ergonomia (lesões musculoesqueléticas)',
    'Lifting and handling loads': 'Levantamento e movimentação de cargas',
    'Hazard prevention program (including ergonomics)':
      'Programa de prevenção de riscos (incluindo ergonomia)',
    'Manual handling of materials': 'Movimentação manual de materiais',
    'Ergonomics and musculoskeletal disorders': 'Ergonomia e distúrbios osteomusculares',
    'Manual handling operations': 'Operações de movimentação manual de cargas',
    Ergonomics: 'Ergonomia',
    'Prevention of musculoskeletal disorders': 'Prevenção de distúrbios osteomusculares',
    'Slips, trips and housekeeping': 'Escorregões, tropeços e organização e limpeza',
    'General safety precautions': 'Precauções gerais de segurança',
    'Floors, aisles and housekeeping': 'Pisos, corredores e organização e limpeza',
    'Fire prevention and emergency measures': 'Prevenção de incêndios e medidas de emergência',
    'Fire and emergency measures': 'Incêndio e medidas de emergência',
    'Emergency preparedness and response': 'Preparação e resposta a emergências',
    'Safe occupancy: fire and emergencies': 'Ocupação segura: incêndio e emergências',
    'Welding fume exposure': 'Exposição a fumos de soldagem',
    'Thermal stress (heat)': 'Estresse térmico (calor)',
    'Thermal stress (cold)': 'Estresse térmico (frio)',
    'Eye and skin protection': 'Proteção dos olhos e da pele',
    'Ionizing radiation': 'Radiações ionizantes',
    'Biological agents (blood and body fluids)': 'Agentes biológicos (sangue e fluidos corporais)',
    'Biological agents': 'Agentes biológicos',
    'Prevention of violence and harassment': 'Prevenção da violência e do assédio',
    'Work-related psychosocial risks': 'Riscos psicossociais relacionados ao trabalho',
    'Working alone': 'Trabalho isolado',
    'Storage and handling of compressed gases': 'Armazenamento e manuseio de gases comprimidos',
    'Pressure equipment': 'Equipamentos sob pressão',
    'Tools and work equipment': 'Ferramentas e equipamentos de trabalho',
  },
};

export default content;
