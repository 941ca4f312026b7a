import { GENERAL_RECOMMENDATIONS } from '#shared/knowledge/general-recommendations';
import type { AnalyzerWords } from './types';

/** "1 arquivo" / "3 arquivos": Portuguese plurals without "(s)". */
const counted = (count: number, singular: string, plural: string): string =>
  `${count} ${count === 1 ? singular : plural}`;

/** The offline analyzer's sentences in Brazilian Portuguese (translation of the English ones). */
const words: AnalyzerWords = {
  method: (ocr: boolean) =>
    `Análise offline (mecanismo determinístico): o texto dos documentos foi extraído${ocr ? ' e o texto visível nas fotos foi lido por OCR' : ''} e, em seguida, comparado com uma base de conhecimento de perigos. As fotos não são interpretadas visualmente: um perigo visível, mas não escrito, não é detectado. Cada constatação cita sua fonte; o risco residual é uma estimativa a ser validada por um profissional qualificado.`,
  summary: (count: number, files: number, area: string, typical: boolean) =>
    typical
      ? `Nenhum perigo foi identificado no texto lido (${counted(files, 'arquivo', 'arquivos')}) para “${area}”. Os riscos abaixo são típicos da atividade declarada e devem ser confirmados no local.`
      : `${counted(count, 'risco identificado', 'riscos identificados')} em ${counted(files, 'arquivo', 'arquivos')} para “${area}”, classificados do mais alto ao mais baixo.`,
  typicalEvidence: (activity: string) =>
    `Risco típico da atividade “${activity}”: nenhum texto lido o confirma; verificar no local.`,
  documentSummary: (pages: number | null, characters: number, ocrPages: number) =>
    `${pages ? `Documento de ${counted(pages, 'página', 'páginas')}; ` : ''}${counted(characters, 'caractere lido', 'caracteres lidos')}${ocrPages ? ` (${counted(ocrPages, 'página lida', 'páginas lidas')} por OCR)` : ''}.`,
  photoSummary: (characters: number) =>
    characters > 0
      ? `Foto: ${counted(characters, 'caractere', 'caracteres')} de texto visível ${characters === 1 ? 'lido' : 'lidos'} por OCR.`
      : 'Foto: nenhum texto legível. No modo offline, a foto não é interpretada visualmente.',
  found: (titles: string[]) =>
    titles.length
      ? ` Perigos identificados: ${titles.join('; ')}.`
      : ' Nenhum perigo identificado neste arquivo.',
  opening: (quote: string) => `Início do texto lido: “${quote}”`,
  warnings: {
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
  general: GENERAL_RECOMMENDATIONS.pt,
  responsibility: 'Para cada medida, designar um responsável e um prazo proporcional ao nível de risco.',
};

export default words;
