import type { MarketingTexts } from './fr';

export default {
  home: {
    eyebrow: 'AI 辅助的职业安全健康风险分析',
    title: '从工作场所的照片和文件，到专业的风险分析',
    body: '上传照片和文件：RisqueVision 识别危险源，按可能性和严重程度评估每项风险，依据控制措施层级提出措施，引用适用的省级和联邦法规，并生成 PDF 报告。',
    seePlans: '查看套餐',
    internationalCta: '国际版',
    sample: {
      label: '发现示例',
      hazardLabel: '危险源',
      hazard: '装卸平台高处坠落',
      scoreLabel: '风险评分',
      score: '可能性 {{likelihood}} × 严重程度 {{severity}} = {{score}}',
      level: '高风险',
      controlLabel: '建议措施（工程控制）',
      control: '在平台边缘安装护栏',
      regulationLabel: '法规依据',
      regulation: '魁北克《职业健康与安全条例》',
    },
    how: {
      title: '使用流程',
      upload: {
        title: '上传',
        body: '工作场所照片、操作规程、技术资料表、已有报告。',
      },
      analyse: {
        title: '分析',
        body: '每个危险源都关联到其来源（文件和段落），并在 5 × 5 矩阵上按可能性和严重程度评分。',
      },
      report: {
        title: '交付报告',
        body: '结构清晰的 PDF 报告，包含预防措施和法规依据，可直接分享。',
      },
    },
    features: {
      title: '完整的分析，而不仅是一份危险清单',
      subtitle: '每份报告都遵循职业安全健康专业人员的方法：识别、评估、控制、记录。',
      risks: {
        title: '可能性 × 严重程度',
        body: '每项风险在 5 × 5 矩阵上评分，并给出明确的风险等级。',
      },
      controls: {
        title: '控制措施层级',
        body: '消除、替代、工程控制、管理措施，最后是个人防护装备，并给出剩余风险。',
      },
      regulations: {
        title: '适用法规',
        body: '省级和联邦要求均附条款编号引用，取自参考数据，绝不杜撰。',
      },
      evidence: {
        title: '可追溯的发现',
        body: '每项发现都指向支持它的文件和段落。',
      },
      report: {
        title: '专业 PDF 报告',
        body: '可直接交给客户、安全健康委员会或管理层的报告。',
      },
      team: {
        title: '面向团队',
        body: 'Pack Entreprise 套餐增加团队账户，以及可检索团队全部报告和您的参考文件的助手。',
      },
    },
    plans: {
      title: '套餐',
      subtitle: '适合各种执业方式的套餐。每张卡片都有各自的计费周期：按月或按年。',
    },
  },
  conseiller: {
    eyebrow: '面向职业安全健康顾问',
    title: '风险分析更快，记录更完善',
    body: 'RisqueVision 根据每次现场检查的照片和文件，生成结构化的风险分析和专业 PDF 报告，并以省级和联邦法规为依据。',
    startTrial: '开始免费试用',
    features: {
      title: '为职业安全健康咨询而设计',
      photos: {
        title: '照片和文件',
        body: '添加现场照片和客户文件：系统识别危险源并关联到其来源。',
      },
      regulations: {
        title: '省级和联邦',
        body: '引用相关省份和联邦的法规条款。',
      },
      reports: {
        title: '专业报告',
        body: '清晰的 PDF 报告，可用法语或英语直接交给客户。',
      },
    },
    advanced: {
      title: '高级功能',
      matrix: '在 5 × 5 矩阵上按可能性 × 严重程度评分',
      hierarchy: '按控制措施层级排列的措施',
      residual: '估算采取建议措施后的剩余风险',
      evidence: '每项发现都关联到支持它的文件和段落',
      citations: '附条款编号的法规引用，取自参考数据',
      dueDiligence: '有助于证明尽职调查的记录（加拿大《刑法》第 217.1 条，由 C-45 法案引入）',
      bilingual: '界面和报告支持法语和英语',
    },
    plan: {
      title: '面向独立专业人士的 Pro 套餐',
      body: '分析客户风险并交付专业报告所需的一切。新客户可免费试用 {{days}} 天，每个电子邮箱限一次。',
    },
    emailLabel: '工作电子邮箱',
    emailPlaceholder: 'you@your-firm.ca',
    trialStartsToday: '您的 {{days}} 天免费试用从今天开始。',
    trialAlreadyUsed: '该邮箱已使用过免费试用：您的订阅从今天开始。',
    regulatorsTitle: '省级和联邦法规，包括：',
    federal: '《加拿大劳动法》第二部分',
  },
  international: {
    eyebrow: '国际版',
    title: '覆盖 {{countries}} 个国家的职业安全健康风险分析',
    body: '从工作场所的照片和文件，到依据所选国家法规框架的专业风险分析，提供 {{languages}} 种界面语言。',
    getStartedCta: '立即开始',
    countriesTitle: '覆盖 {{countries}} 个国家',
    plansTitle: '选择您的套餐',
    plansSubtitle: '价格以美元计。新客户可免费试用，每个电子邮箱限一次。',
    planLegend: '套餐',
    select: '选择',
    selected: '已选套餐',
    getStartedTitle: '立即开始',
    getStartedBody: '请输入电子邮箱，并选择其法规适用于您分析的国家。',
    emailLabel: '电子邮箱',
    countryLabel: '国家',
    countryPlaceholder: '请选择国家',
    summaryTitle: '所选套餐',
    summaryPlan: '套餐',
    summaryCountry: '国家',
    noCountry: '尚未选择国家',
    subscribe: '订阅',
    frameworksTitle: '参考法规框架',
    frameworks: {
      US: '美国职业安全与健康法（OSH Act）',
      FR: '法国劳动法典（Code du travail）',
      DE: '德国劳动保护法（ArbSchG）',
      GB: '1974年工作健康与安全法（HSWA）',
      ES: '第31/1995号职业风险预防法（PRL）',
      IT: '第81/2008号立法令（D.Lgs. 81/2008）',
      MX: '联邦劳动法及 NOM-STPS 标准',
      BR: '监管规范（Normas Regulamentadoras，NR）',
      CN: '中华人民共和国安全生产法',
      JP: '日本劳动安全卫生法（労働安全衛生法）',
      AU: '2011年工作健康与安全法（WHS Act）',
    },
  },
  legal: {
    bindingNote: '本译文仅供参考；仅法语和英语版本具有约束力。',
  },
  privacy: {
    title: '隐私政策',
    intro:
      'RisqueVision 保护您托付给我们的个人信息。本政策说明我们收集哪些信息、用途、存储地点以及您如何行使权利。',
    sections: {
      collected: {
        title: '收集的信息',
        body: '您账户的电子邮箱和账户信息（套餐、订阅状态、语言）；您上传的照片和文件；据此生成的分析和报告。支付卡数据由我们的支付服务商处理，我们永远不会接触。',
      },
      purpose: {
        title: '用途',
        body: '这些信息仅用于提供服务：管理您的账户和订阅、生成分析和报告、发送必要的电子邮件（验证、密码、账单）以及回复您的请求。我们绝不出售这些信息，也不将其用于广告。',
      },
      storage: {
        title: '在加拿大托管',
        body: '账户、文件、分析和报告托管在加拿大的 AWS ca-central-1 区域，存储和传输时均加密。',
      },
      sharing: {
        title: '向第三方提供',
        body: '我们仅向提供服务所必需的服务商（托管、支付、邮件发送）提供您的信息，并以合同约束其保密义务；或在法律要求时提供。',
      },
      retention: {
        title: '保存与删除',
        body: '订阅有效期间保存您的数据。订阅结束（最后一个付费期或试用期结束）30 天后，数据将被永久删除：账户及其电子邮件地址、会话和已发送的链接、分析及其照片、预览和结果、您的修改、行动计划及其照片、助手资料库以及报告徽标。没有自己订阅的账户（受邀加入企业团队的人员）在不再属于任何团队后，于最后一次使用 30 天后删除。您可随时要求删除您的账户和数据。',
      },
      teamAnalyses: {
        title: '企业团队的分析',
        body: '在企业团队中完成的分析属于客户企业：它们是该企业的职业健康与安全记录，企业可能需要保存长达 10 年。成员的账户被删除时，只要企业的订阅仍然有效，其团队分析会以其姓名作为作者保留在团队中。企业订阅结束 30 天后，团队、其全部分析和资料库都会被删除：如需更长时间保存，请在此之前下载您的报告。',
      },
      keptElsewhere: {
        title: '上传的文件、备份和账单',
        body: '为分析上传的照片和文档在发送 2 天后删除：分析只保留其结果和照片的缩小预览。备份在创建 35 天后删除：已删除的数据最迟在删除 35 天后从所有备份中消失。账单记录（发票、付款）由我们的支付服务商按法律要求保存。我们保留使用过免费试用的电子邮件地址，仅用于每个地址只提供一次试用；并将每次账户删除的记录（不含电子邮件地址）保存 2 年。',
      },
      rights: {
        title: '您的权利',
        body: '根据魁北克第 25 号法律（《私营部门个人信息保护法》）和加拿大联邦 PIPEDA，您可以访问、更正您的信息，要求数据可携或删除，并撤回同意。您也可以向魁北克信息获取委员会（Commission d’accès à l’information）或加拿大隐私专员办公室投诉。',
      },
      officer: {
        title: '个人信息保护负责人',
        body: '如有任何问题或请求，请写信给我们的个人信息保护负责人：',
      },
    },
  },
  terms: {
    title: '使用条款',
    intro: '本条款规范 RisqueVision 及其订阅的使用。创建账户即表示您接受本条款。',
    table: {
      caption: '套餐价格',
      plan: '套餐',
      currency: '货币',
    },
    sections: {
      service: {
        title: '服务内容',
        body: 'RisqueVision 根据您提供的照片和文件，生成职业安全健康风险分析和 PDF 报告。',
      },
      subscriptions: {
        title: '订阅与价格',
        body: '加拿大套餐以加元计费，国际套餐以美元计费，按月或按年，价格见下表。付款由安全的支付服务商处理。',
      },
      trial: {
        title: '免费试用',
        body: '新客户可免费试用 {{days}} 天，每个电子邮箱仅限一次。老客户重新订阅时从第一天起付费。',
      },
      informational: {
        title: '分析的性质',
        body: '分析和报告根据您的文件自动生成。做出任何决定前请先核查：它们辅助合格人员的判断，而不能取而代之。',
      },
      cancellation: {
        title: '取消订阅',
        body: '您可随时在个人资料中取消订阅。订阅在已付费周期结束前保持有效，之后不再续订。',
      },
      accounts: {
        title: '账户',
        body: '您有责任对密码保密。Pack Entreprise 套餐可邀请的成员数与套餐包含的账户数相同。',
      },
      law: {
        title: '适用法律',
        body: '本条款受魁北克法律及适用于魁北克的加拿大联邦法律管辖。任何争议由蒙特利尔司法区法院管辖。',
      },
      changes: {
        title: '条款变更',
        body: '本条款或价格如有重大变更，我们将至少提前 30 天通过电子邮件通知您。',
      },
      contact: {
        title: '联系我们',
        body: '如对本条款有任何疑问，请写信给我们：',
      },
    },
  },
  contact: {
    title: '联系我们',
    intro: '对账户、订阅或分析有疑问？请写信给我们，我们会通过电子邮件回复。',
    supportTitle: '客户支持',
    supportBody: '账户、订阅、账单或有关分析的问题：',
    responseTime: '我们通常在两个工作日内回复。',
    privacyTitle: '个人信息',
    privacyBody: '访问、更正或删除您的数据：',
    addressTitle: '地址',
  },
} satisfies MarketingTexts;
