import type { CommonTexts } from './fr';

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
  dialog: {
    close: '关闭',
    cancel: '取消',
  },
  formErrors: {
    fillAllFields: '请填写所有字段。',
    passwordTooShort: '密码长度至少为 {{min}} 个字符。',
    passwordTooLong: '密码长度不能超过 {{max}} 个字符。',
    passwordsMismatch: '两次输入的密码不一致。',
    newPasswordTooShort: '新密码长度至少为 {{min}} 个字符。',
    paymentIncomplete: '付款信息不完整。',
    invitationTokenMissing: '缺少邀请令牌。',
    visitorNameRequired: '请输入您的全名。',
    visitorEmailRequired: '请输入您的电子邮件地址。',
    visitorCodeRequired: '请输入您的访客访问码。',
    visitorCodeLength: '访问码为 12 个字符。',
    network: '服务器连接错误。请检查您的网络连接，然后重试。',
    unexpected: '发生错误，请重试。',
  },
  passwordFields: {
    password: '密码',
    newPassword: '新密码',
    confirmPassword: '确认密码',
    currentPassword: '当前密码',
  },
  site: {
    headerNav: '网站导航',
    footerNav: '实用链接',
    international: '国际版',
    legalNoticeTitle: '重要提示',
    copyright: '© {{year}} RisqueVision。保留所有权利。',
    links: {
      conseiller: '职业安全健康顾问',
      international: '国际版',
      pricing: '套餐与价格',
      canadianRegulatory: '加拿大法规',
      privacy: '隐私政策',
      terms: '使用条款',
      contact: '联系我们',
    },
  },
  landing: {
    pitch: 'RisqueVision 分析您工作场所的照片和文件，识别危险源、评估风险，并生成专业的职业健康与安全报告。',
    login: '登录',
    openApp: '我的工作区',
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
  app: {
    signedInAs: '当前登录账号',
    profile: '个人资料',
  },
  guard: {
    checking: '正在验证访问权限…',
  },
  logoutError: {
    title: '退出登录失败',
    description: '无法连接服务器，请稍后重试。',
  },
} satisfies CommonTexts;
