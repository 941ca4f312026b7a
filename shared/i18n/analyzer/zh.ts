import type { AnalyzerTranslation } from './fr';

/** Simplified Chinese texts of the "analyzer" namespace. */
const analyzer = {
  offlineAnalysis: {
    method:
      '离线分析（确定性引擎）：已提取文档中的文字，然后与危害知识库进行比对。不对照片进行视觉解读：可见但未以文字记载的危害不会被检出。每项发现均注明出处；剩余风险为估计值，须由具备资格的人员确认。',
    methodWithOcr:
      '离线分析（确定性引擎）：已提取文档中的文字，并已通过 OCR 识别照片中可见的文字，然后与危害知识库进行比对。不对照片进行视觉解读：可见但未以文字记载的危害不会被检出。每项发现均注明出处；剩余风险为估计值，须由具备资格的人员确认。',
    files_other: '{{count}} 个文件',
    summaryNone:
      '在所读取的内容（{{files}}）中未发现“{{area}}”的危险。这并不表示工作场所是安全的：离线引擎只读取文字，看不到照片内容；仍需进行现场检查。',
    controlledNote: '另有 {{count}} 项被描述为已受控的危险单独列出，并注明现有措施。',
    siteTypeUnknown:
      '未说明场所类型：在魁北克，建筑工地适用《建筑工程安全规范》（CSTC），其他营业场所适用 RSST；两者均已引用，需根据场所确定。',
    summaryTypical:
      '在所读取的文字（{{files}}）中未发现“{{area}}”的任何危害。以下风险为所申报作业活动的典型风险，须在现场确认。',
    summary_other: '在 {{files}}中发现“{{area}}”的 {{count}} 项风险，按风险从高到低排序。',
    typicalEvidence: '“{{activity}}”作业活动的典型风险：所读取的内容均未证实该风险；请在现场核实。',
    document_other: '已读取 {{count}} 个字符。',
    pages_other: '{{count}} 页',
    documentPages_other: '{{pages}}文档；已读取 {{count}} 个字符。',
    ocrPages_other: '{{count}} 页',
    documentPagesOcr_other: '{{pages}}文档；已读取 {{count}} 个字符（其中 {{ocrPages}}通过 OCR 识别）。',
    photo_other: '照片：已通过 OCR 识别 {{count}} 个可见文字字符。',
    photoCaptionOnly: '照片：无可读文字；已分析顾问的照片说明。离线模式下不会对照片本身进行视觉识别。',
    photoNoText: '照片：无可识别的文字。离线模式下不对照片进行视觉解读。',
    found_other: '发现的危害：{{titles}}。',
    foundNone: '此文件中未发现危害。',
    titleSeparator: '；',
    opening: '所读取文字的开头：“{{quote}}”',
    /** Who enforces the Criminal Code's due-diligence duty, in the regulations section. */
    courts: '法院（刑法和监管法）',
    warnings: {
      languageNotRead:
        '该文件似乎使用离线引擎无法读取的语言撰写（可读取法语、英语、西班牙语、德语、葡萄牙语、中文和日语），因此未进行分析。',
      legacyDoc: '无法读取旧版 Word 文件（.doc）：请将其转换为 DOCX 或 PDF，然后重新运行分析。',
      scannedPagesOcr: '扫描页已通过 OCR 识别：请核对所引用的段落。',
      noTextFound: '无法从此文件中读取任何文字。',
      heicConverted: 'HEIC 照片已在读取前转换格式。',
      pageLimit: '仅读取了前 200 页。',
      renderUnavailable: '无法读取扫描页：请发送含文字的 PDF 或清晰的照片。',
      ocrFailed: '此文件的 OCR 识别失败。',
      pdfEncrypted: 'PDF 受密码保护：请发送未加密的版本。',
      fileDamaged: '文件已损坏：无法读取。',
      ocrBudget:
        '本次分析已达到 OCR 上限（扫描页和照片，或时间）：此文件未经 OCR 读取。请在另一次分析中发送。',
      pageBudget: '本次分析已达到页数上限：此文档的其余部分未被读取。请在另一次分析中发送。',
      imageTooLarge: '图片过大（超过 5000 万像素）：未被读取。请缩小后重新开始分析。',
      documentTooLarge: '文档解压后过大：未被读取。请另存为 PDF 后重新开始分析。',
    },
    responsibility: '每项措施均应指定责任人，并确定与风险等级相适应的完成期限。',
  },
  modelAnalysis: {
    method:
      '本分析由大语言模型（Amazon Bedrock）完成：该模型查看了照片并阅读了文件。在作出任何决定之前，所有发现、评级和控制措施都必须由合格人员在现场核实。法规引用仅取自参考数据。',
    siteTypeUnknown: '未说明场所类型：建筑工地适用 {{construction}}，经营场所适用 {{establishment}}。',
    warnings: {
      imageFormat:
        '人工智能模型无法查看此图像格式（仅支持 JPEG、PNG、GIF 和 WebP）：请将其转换为 JPEG 或 PNG 以便检查。',
      imageTooLarge: '此图像超过人工智能模型可接受的大小（{{limit}}）：请缩小后再提交检查。',
      imageLimit: '人工智能模型每次分析最多查看 20 张照片：此照片未被查看。',
      documentTooLarge: '此文件超过人工智能模型可接受的大小（{{limit}}）。',
      documentLimit: '人工智能模型每次分析最多以文件形式阅读 5 份文件。',
      usedAsText: '仅使用了从此文件中读取的文本。',
      notAnalysed: '未能从中读取任何文本：此文件未被分析。',
      truncated: '文本过长：仅分析了其开头部分。',
      quotesRemoved: '人工智能模型归于此文件的部分引文未能在文件中逐字找到，已从分析中删除。',
    },
  },
  assistantAnswer: {
    found:
      '答案摘自所选文件：共 {{passages}} 段，来自 {{sources}} 个来源，逐字引用并注明出处（文件和页码，或分析和风险编号）。请在原文语境中核实后再据此行事。',
    notFound:
      '所选文件不包含此问题的答案：没有任何段落涉及该问题。请添加相关文件或重新表述问题；系统不会猜测答案。',
    nothingReadable: '所选项目均尚无可读文本（文件仍在读取、没有文本或无法读取）：无法回答该问题。',
    provisions: '根据知识库，{{province}} 适用的条款（注明确认状态）：',
  },
};

export default analyzer satisfies AnalyzerTranslation;
