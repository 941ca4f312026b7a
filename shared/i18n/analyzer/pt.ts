import type { AnalyzerTranslation } from './fr';

/** Brazilian Portuguese texts of the "analyzer" namespace. */
const analyzer = {
  offlineAnalysis: {
    method:
      'Análise offline (mecanismo determinístico): o texto dos documentos foi extraído e, em seguida, comparado com uma base de conhecimento de perigos. As fotos não são interpretadas visualmente: um perigo visível, mas não escrito, não é detectado. Cada constatação cita sua fonte; o risco residual é uma estimativa a ser validada por um profissional qualificado.',
    methodWithOcr:
      'Análise offline (mecanismo determinístico): o texto dos documentos foi extraído e o texto visível nas fotos foi lido por OCR e, em seguida, comparado com uma base de conhecimento de perigos. As fotos não são interpretadas visualmente: um perigo visível, mas não escrito, não é detectado. Cada constatação cita sua fonte; o risco residual é uma estimativa a ser validada por um profissional qualificado.',
    files_zero: '{{count}} arquivos',
    files_one: '{{count}} arquivo',
    files_many: '{{count}} arquivos',
    files_other: '{{count}} arquivos',
    summaryNone:
      'Nenhum perigo foi encontrado no que foi lido ({{files}}) para “{{area}}”. Isso não significa que o local de trabalho seja seguro: o mecanismo offline lê apenas texto e não vê as fotos; uma inspeção no local continua necessária.',
    controlledNote:
      '{{count}} perigo(s) descrito(s) como controlado(s) são listados à parte, com as medidas existentes.',
    siteTypeUnknown:
      'Tipo de local não informado: em Quebec, o Código de segurança para os trabalhos de construção (CSTC) aplica-se em um canteiro de obras e o RSST em um estabelecimento; ambos são citados, a definir conforme o local.',
    summaryTypical:
      'Nenhum perigo foi identificado no texto lido ({{files}}) para “{{area}}”. Os riscos abaixo são típicos da atividade declarada e devem ser confirmados no local.',
    summary_zero:
      '{{count}} riscos identificados em {{files}} para “{{area}}”, classificados do mais alto ao mais baixo.',
    summary_one:
      '{{count}} risco identificado em {{files}} para “{{area}}”, classificados do mais alto ao mais baixo.',
    summary_many:
      '{{count}} riscos identificados em {{files}} para “{{area}}”, classificados do mais alto ao mais baixo.',
    summary_other:
      '{{count}} riscos identificados em {{files}} para “{{area}}”, classificados do mais alto ao mais baixo.',
    typicalEvidence:
      'Risco típico da atividade “{{activity}}”: nenhum texto lido o confirma; verificar no local.',
    document_zero: '{{count}} caracteres lidos.',
    document_one: '{{count}} caractere lido.',
    document_many: '{{count}} caracteres lidos.',
    document_other: '{{count}} caracteres lidos.',
    pages_zero: '{{count}} páginas',
    pages_one: '{{count}} página',
    pages_many: '{{count}} páginas',
    pages_other: '{{count}} páginas',
    documentPages_zero: 'Documento de {{pages}}; {{count}} caracteres lidos.',
    documentPages_one: 'Documento de {{pages}}; {{count}} caractere lido.',
    documentPages_many: 'Documento de {{pages}}; {{count}} caracteres lidos.',
    documentPages_other: 'Documento de {{pages}}; {{count}} caracteres lidos.',
    ocrPages_zero: '{{count}} páginas lidas',
    ocrPages_one: '{{count}} página lida',
    ocrPages_many: '{{count}} páginas lidas',
    ocrPages_other: '{{count}} páginas lidas',
    documentPagesOcr_zero: 'Documento de {{pages}}; {{count}} caracteres lidos ({{ocrPages}} por OCR).',
    documentPagesOcr_one: 'Documento de {{pages}}; {{count}} caractere lido ({{ocrPages}} por OCR).',
    documentPagesOcr_many: 'Documento de {{pages}}; {{count}} caracteres lidos ({{ocrPages}} por OCR).',
    documentPagesOcr_other: 'Documento de {{pages}}; {{count}} caracteres lidos ({{ocrPages}} por OCR).',
    photo_zero: 'Foto: {{count}} caracteres de texto visível lidos por OCR.',
    photo_one: 'Foto: {{count}} caractere de texto visível lido por OCR.',
    photo_many: 'Foto: {{count}} caracteres de texto visível lidos por OCR.',
    photo_other: 'Foto: {{count}} caracteres de texto visível lidos por OCR.',
    photoCaptionOnly:
      'Foto: nenhum texto legível; a legenda do consultor foi analisada. A foto em si não é interpretada visualmente no modo offline.',
    photoNoText: 'Foto: nenhum texto legível. No modo offline, a foto não é interpretada visualmente.',
    found: ' Perigos identificados: {{titles}}.',
    foundNone: ' Nenhum perigo identificado neste arquivo.',
    titleSeparator: '; ',
    opening: 'Início do texto lido: “{{quote}}”',
    /** Who enforces the Criminal Code's due-diligence duty, in the regulations section. */
    courts: 'Tribunais (direito penal e regulatório)',
    warnings: {
      languageNotRead:
        'Este documento parece estar redigido em um idioma que o mecanismo offline não lê (ele lê francês, inglês, espanhol, alemão, português, chinês e japonês): não foi analisado.',
      legacyDoc:
        'Arquivo do Word em formato antigo (.doc) não pôde ser lido: converta-o para DOCX ou PDF e execute a análise novamente.',
      scannedPagesOcr: 'Páginas digitalizadas foram lidas por OCR: confira os trechos citados.',
      noTextFound: 'Nenhum texto pôde ser lido neste arquivo.',
      heicConverted: 'Foto HEIC convertida antes da leitura.',
      pageLimit: 'Somente as primeiras 200 páginas foram lidas.',
      renderUnavailable:
        'Páginas digitalizadas não puderam ser lidas: envie um PDF com texto ou fotos nítidas.',
      ocrFailed: 'A leitura por OCR falhou neste arquivo.',
      pdfEncrypted: 'PDF protegido por senha: envie uma versão sem proteção.',
      fileDamaged: 'Arquivo danificado: não foi possível lê-lo.',
      ocrBudget:
        'A análise atingiu seu limite de OCR (páginas digitalizadas e fotos, ou tempo): este arquivo não foi lido por OCR. Envie-o em outra análise.',
      pageBudget:
        'A análise atingiu seu limite de páginas: o restante deste documento não foi lido. Envie-o em outra análise.',
      imageTooLarge:
        'Imagem grande demais (mais de 50 megapixels): não foi lida. Reduza o tamanho e inicie a análise novamente.',
      documentTooLarge:
        'Documento grande demais depois de descompactado: não foi lido. Salve-o em PDF e inicie a análise novamente.',
    },
    responsibility: 'Para cada medida, designar um responsável e um prazo proporcional ao nível de risco.',
  },
  modelAnalysis: {
    method:
      'Análise realizada por um grande modelo de linguagem (Amazon Bedrock): o modelo examinou as fotos e leu os documentos. As constatações, as classificações e as medidas devem ser verificadas no local por uma pessoa qualificada antes de qualquer decisão. As referências regulamentares provêm exclusivamente dos dados de referência.',
    siteTypeUnknown:
      'Tipo de local não informado: em um canteiro de obras aplica-se o {{construction}}; em um estabelecimento, o {{establishment}}.',
    warnings: {
      imageFormat:
        'O modelo de IA não consegue ver este formato de imagem (apenas JPEG, PNG, GIF e WebP): converta-a para JPEG ou PNG para que seja examinada.',
      imageTooLarge:
        'Esta imagem excede o tamanho aceito pelo modelo de IA ({{limit}}): reduza-a para que seja examinada.',
      imageLimit: 'O modelo de IA vê no máximo 20 fotos por análise: esta não foi vista.',
      documentTooLarge: 'Este documento excede o tamanho aceito pelo modelo de IA ({{limit}}).',
      documentLimit: 'O modelo de IA lê no máximo 5 documentos por análise como documentos.',
      usedAsText: 'Somente o texto lido neste arquivo foi utilizado.',
      notAnalysed: 'Nenhum texto pôde ser lido nele: este arquivo não foi analisado.',
      truncated: 'O texto era longo demais: somente o início foi analisado.',
      quotesRemoved:
        'Trechos que o modelo de IA atribuiu a este arquivo não foram encontrados nele palavra por palavra: foram retirados da análise.',
    },
  },
  assistantAnswer: {
    found:
      'Resposta tirada dos documentos selecionados: trechos: {{passages}}; fontes: {{sources}}. São citados literalmente com a sua fonte (arquivo e página, ou análise e risco). Verifique-os no contexto antes de confiar neles.',
    notFound:
      'Os documentos selecionados não contêm a resposta a esta pergunta: nenhum trecho trata dela. Adicione o documento pertinente ou reformule a pergunta; nenhuma resposta é adivinhada.',
    nothingReadable:
      'Nenhum dos itens selecionados tem ainda texto legível (documentos em leitura, sem texto ou ilegíveis): não foi possível responder à pergunta.',
    provisions:
      'Disposições aplicáveis em {{province}} segundo a base de conhecimento (com o status de confirmação):',
  },
};

export default analyzer satisfies AnalyzerTranslation;
