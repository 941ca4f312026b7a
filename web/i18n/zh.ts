import type { Translation } from './fr';

export default {
  common: {
    brand: 'RisqueVision',
    tagline: '职业健康与安全风险分析',
    backHome: '返回首页',
    logout: '退出登录',
    loggingOut: '正在退出…',
    loading: '正在加载…',
    language: '语言',
    legalNotice: '分析结果仅供参考，不能替代合格的职业健康与安全专业人员的意见。',
  },
  toast: {
    label: '通知',
    region: '通知（{hotkey}）',
    close: '关闭通知',
  },
  password: {
    show: '显示密码',
    hide: '隐藏密码',
  },
  validation: {
    invalidEmail: '请输入有效的电子邮件地址。',
    passwordRequired: '请输入密码。',
    invalid: '此值无效。',
  },
  landing: {
    pitch: 'RisqueVision 分析您工作场所的照片和文件，识别危险源、评估风险，并生成专业的职业健康与安全报告。',
    login: '登录',
  },
  login: {
    title: '登录',
    subtitle: '进入您的风险分析工作区。',
    email: '电子邮件',
    emailPlaceholder: 'you@company.com',
    password: '密码',
    forgotPassword: '忘记密码？',
    submit: '登录',
    submitting: '正在登录…',
    errorTitle: '登录错误',
    invalidCredentials: '凭据无效',
    tooManyTitle: '尝试次数过多',
    subscriptionTitle: '订阅已过期',
    subscriptionExpired: '您的订阅已过期。请订阅以继续使用 RisqueVision。',
    networkTitle: '服务器连接错误',
    networkDescription: '请检查您的网络连接，然后重试。',
    unexpected: '发生错误，请重试。',
  },
  guard: {
    checking: '正在验证访问权限…',
  },
  verification: {
    title: '需要验证电子邮件',
    body: '使用本应用前，您必须先验证电子邮件地址。',
    sentTo: '请打开发送至以下地址的验证链接：',
    waiting: '地址验证完成后，此页面会自动更新。',
  },
  app: {
    signedInAs: '当前登录账号',
    workspaceTitle: '风险分析工作区',
    workspaceBody: '您的职业健康与安全风险分析工作区将在此处提供。',
  },
  logoutError: {
    title: '退出登录失败',
    description: '无法连接服务器，请稍后重试。',
  },
  errorPage: {
    title: '出现错误',
    body: '无法加载此页面。请重新加载页面后重试。',
    reload: '重新加载页面',
  },
  notFound: {
    code: '错误 404',
    title: '页面未找到',
    body: '此页面不存在或尚未开放。',
  },
  // ── public pages (landing, pricing, legal, checkout): insert sections above this line ──
  // ── account pages (passwords, verification, setup, payment results, profile): insert sections above this line ──
} satisfies Translation;
