import { GENERAL_RECOMMENDATIONS } from '#shared/knowledge/general-recommendations';
import type { AnalyzerWords } from './types';

/**
 * The offline analyzer's sentences in Japanese (translation of `WORDS.en` in ../words.ts).
 * Japanese counts need no plural forms, and sentences follow each other without a space.
 */
const words: AnalyzerWords = {
  method: (ocr: boolean) =>
    `オフライン分析（決定論的エンジン）：文書のテキストを抽出し${ocr ? '、写真に写っている文字をOCRで読み取り' : ''}、ハザードの知識ベースと照合しました。写真の画像内容は解釈されません。目に見えても文字として書かれていないハザードは検出されません。各所見には出典を示しています。残留リスクは推定値であり、有資格者による確認が必要です。`,
  summary: (count: number, files: number, area: string, typical: boolean) =>
    typical
      ? `読み取ったテキスト（${files}件のファイル）から「${area}」についてのハザードは見つかりませんでした。以下のリスクは申告された作業に典型的なものであり、現場で確認する必要があります。`
      : `「${area}」について、${files}件のファイルから${count}件のリスクが見つかりました。リスクの高い順に示します。`,
  typicalEvidence: (activity: string) =>
    `作業「${activity}」に典型的なリスクです。読み取ったテキストにはこれを裏付ける記載がないため、現場で確認してください。`,
  documentSummary: (pages: number | null, characters: number, ocrPages: number) =>
    `${pages ? `${pages}ページの文書。` : ''}${characters}文字を読み取りました${ocrPages ? `（うち${ocrPages}ページはOCRで読み取り）` : ''}。`,
  photoSummary: (characters: number) =>
    characters > 0
      ? `写真：写っている文字${characters}文字をOCRで読み取りました。`
      : '写真：読み取れる文字はありません。オフラインモードでは写真の画像内容は解釈されません。',
  found: (titles: string[]) =>
    titles.length
      ? `検出されたハザード：${titles.join('、')}。`
      : 'このファイルではハザードは検出されませんでした。',
  opening: (quote: string) => `読み取ったテキストの冒頭：「${quote}」`,
  warnings: {
    legacyDoc:
      '旧形式のWordファイル（.doc）は読み取れませんでした。DOCXまたはPDFに変換してから、もう一度分析を実行してください。',
    scannedPagesOcr: 'スキャンされたページをOCRで読み取りました。引用箇所を確認してください。',
    noTextFound: 'このファイルからテキストを読み取ることができませんでした。',
    heicConverted: 'HEIC形式の写真を読み取り前に変換しました。',
    pageLimit: '最初の200ページのみを読み取りました。',
    renderUnavailable:
      'スキャンされたページを読み取れませんでした。テキストを含むPDFか、鮮明な写真を送信してください。',
    ocrFailed: 'このファイルのOCRに失敗しました。',
    pdfEncrypted: 'パスワードで保護されたPDFです。保護されていない版を送信してください。',
    fileDamaged: 'ファイルが破損しているため、読み取れませんでした。',
    ocrBudget:
      'この分析は OCR の上限（スキャンページと写真、または時間）に達したため、このファイルは OCR で読み取られていません。別の分析で送信してください。',
    pageBudget:
      'この分析はページ数の上限に達したため、この文書の残りは読み取られていません。別の分析で送信してください。',
    imageTooLarge:
      '画像が大きすぎる（5000 万画素超）ため、読み取られていません。縮小してから分析をやり直してください。',
    documentTooLarge:
      '展開後の文書が大きすぎるため、読み取られていません。PDF で保存してから分析をやり直してください。',
  },
  general: GENERAL_RECOMMENDATIONS.ja,
  responsibility: '各対策について、責任者と、リスクレベルに見合った実施期限を定めます。',
};

export default words;
