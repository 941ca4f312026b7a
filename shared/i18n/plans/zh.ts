import type { PlansTexts } from './fr';

export default {
  plans: {
    names: {
      essential: '基础版',
      professional: '专业版',
      enterprise: '企业版',
    },
    descriptions: {
      conseiller_sst_pro: '适合独立执业的职业安全健康顾问。',
      pack_entreprise_5: '适合小型企业安全健康团队。',
      pack_entreprise_10: '适合负责多个场所的安全健康团队。',
      pack_entreprise_20: '适合大型组织及其安全健康团队。',
      essential: '在一个国家进行风险分析。',
      professional: '适合在多个国家开展业务的顾问。',
      enterprise: '适合业务覆盖本版所有国家的组织。',
    },
    billing: {
      label: '计费周期',
      monthly: '按月',
      annual: '按年',
    },
    perMonth: '/ 月',
    perYear: '/ 年',
    popular: '热门',
    annualSaving: '比按月付款节省 {{percent}}',
    orAnnual: '或每年 {{price}}（节省 {{percent}}）',
    trial: '{{days}} 天免费试用',
    choose: '选择此套餐',
    chooseNamed: '选择此套餐：{{plan}}',
    features: {
      oneSeat: '1 个用户账户',
      seats: '{{seats}} 个用户账户',
      pages: '每月分析 {{pages}} 页文档',
      unlimitedAnalyses: '不限次数分析',
      regulations: '省级和联邦法规',
      pdfReports: '专业 PDF 报告',
      teamAssistant: '分析团队全部报告的助手',
      referenceDocuments: '自有参考文件和汇总报告',
      teamManagement: '团队成员管理',
      oneCountry: '1 个国家',
      countries: '{{countries}} 个国家',
      allCountries: '全部 {{total}} 个国家',
      analysesPerMonth: '每月 {{analyses}} 次分析',
      frameworks: '所选国家的法规框架',
    },
  },
} satisfies PlansTexts;
