import type { AnalyzerTranslation } from './fr';

/** Japanese texts of the "analyzer" namespace. */
const analyzer = {
  offlineAnalysis: {
    method:
      'オフライン分析（決定論的エンジン）：文書のテキストを抽出し、ハザードの知識ベースと照合しました。写真の画像内容は解釈されません。目に見えても文字として書かれていないハザードは検出されません。各所見には出典を示しています。残留リスクは推定値であり、有資格者による確認が必要です。',
    methodWithOcr:
      'オフライン分析（決定論的エンジン）：文書のテキストを抽出し、写真に写っている文字をOCRで読み取り、ハザードの知識ベースと照合しました。写真の画像内容は解釈されません。目に見えても文字として書かれていないハザードは検出されません。各所見には出典を示しています。残留リスクは推定値であり、有資格者による確認が必要です。',
    files_other: '{{count}}件のファイル',
    summaryNone:
      '読み取った内容（{{files}}）から「{{area}}」の危険源は見つかりませんでした。これは職場が安全であることを意味しません。オフラインエンジンは文字だけを読み、写真の内容は見ていません。現地での確認が必要です。',
    controlledNote:
      '管理されていると記述された危険源 {{count}} 件は、実施済みの対策とともに別に示しています。',
    siteTypeUnknown:
      '現場の種類が指定されていません。ケベック州では、建設現場には建設工事安全規則（CSTC）、事業場には RSST が適用されます。両方を引用しているため、現場に応じて判断してください。',
    summaryTypical:
      '読み取ったテキスト（{{files}}）から「{{area}}」についてのハザードは見つかりませんでした。以下のリスクは申告された作業に典型的なものであり、現場で確認する必要があります。',
    summary_other:
      '「{{area}}」について、{{files}}から{{count}}件のリスクが見つかりました。リスクの高い順に示します。',
    typicalEvidence:
      '作業「{{activity}}」に典型的なリスクです。読み取ったテキストにはこれを裏付ける記載がないため、現場で確認してください。',
    document_other: '{{count}}文字を読み取りました。',
    pages_other: '{{count}}ページ',
    documentPages_other: '{{pages}}の文書。{{count}}文字を読み取りました。',
    ocrPages_other: '{{count}}ページ',
    documentPagesOcr_other:
      '{{pages}}の文書。{{count}}文字を読み取りました（うち{{ocrPages}}はOCRで読み取り）。',
    photo_other: '写真：写っている文字{{count}}文字をOCRで読み取りました。',
    photoCaptionOnly:
      '写真：読み取れる文字はありません。アドバイザーの写真説明を分析しました。オフラインモードでは写真そのものは画像として解釈されません。',
    photoNoText: '写真：読み取れる文字はありません。オフラインモードでは写真の画像内容は解釈されません。',
    found_other: '検出されたハザード：{{titles}}。',
    foundNone: 'このファイルではハザードは検出されませんでした。',
    titleSeparator: '、',
    opening: '読み取ったテキストの冒頭：「{{quote}}」',
    /** Who enforces the Criminal Code's due-diligence duty, in the regulations section. */
    courts: '裁判所（刑事法・規制法）',
    warnings: {
      languageNotRead:
        'この文書は、オフラインエンジンが読めない言語で書かれているようです（読める言語：フランス語、英語、スペイン語、ドイツ語、ポルトガル語、中国語、日本語）。分析されていません。',
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
    responsibility: '各対策について、責任者と、リスクレベルに見合った実施期限を定めます。',
  },
  modelAnalysis: {
    method:
      '本分析は大規模言語モデル（Amazon Bedrock）によって作成されました。このモデルが写真を確認し、文書を読み取りました。判断を下す前に、所見・評価・対策を有資格者が現場で確認する必要があります。法令の引用は参照データのみから取られています。',
    siteTypeUnknown:
      '現場の種類が示されていません。建設現場には {{construction}}、事業場には {{establishment}} が適用されます。',
    warnings: {
      imageFormat:
        'AIモデルはこの画像形式を表示できません（JPEG、PNG、GIF、WebPのみ）。確認の対象とするには、JPEGまたはPNGに変換してください。',
      imageTooLarge:
        'この画像はAIモデルが受け付けるサイズ（{{limit}}）を超えています。確認の対象とするには、縮小してください。',
      imageLimit: 'AIモデルが1回の分析で確認できる写真は最大20枚です。この写真は確認されていません。',
      documentTooLarge: 'この文書はAIモデルが受け付けるサイズ（{{limit}}）を超えています。',
      documentLimit: 'AIモデルが1回の分析で文書として読み取れるのは最大5件です。',
      usedAsText: 'このファイルから読み取ったテキストのみを使用しました。',
      notAnalysed: 'テキストを読み取れなかったため、このファイルは分析されていません。',
      truncated: 'テキストが長すぎたため、冒頭部分のみを分析しました。',
      quotesRemoved:
        'AIモデルがこのファイルから引用したとする箇所の一部が、ファイル内に一字一句そのままの形で見つからなかったため、分析から削除しました。',
    },
  },
  assistantAnswer: {
    found:
      '選択した文書から得た回答：{{sources}} 件の出典から {{passages}} 件の箇所を、出典（ファイルとページ、または分析とリスク）付きでそのまま引用しています。利用する前に文脈の中で確認してください。',
    notFound:
      '選択した文書には、この質問への回答が含まれていません。該当する箇所はありません。関連する文書を追加するか、質問を言い換えてください。回答を推測することはしません。',
    nothingReadable:
      '選択した項目には、まだ読み取れるテキストがありません（読み取り中、テキストなし、または読み取り不可）。質問に回答できませんでした。',
    provisions: 'ナレッジベースによる {{province}} で適用される規定（確認状況付き）：',
  },
};

export default analyzer satisfies AnalyzerTranslation;
