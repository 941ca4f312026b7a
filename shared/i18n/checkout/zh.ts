import type { CheckoutTexts } from './fr';

export default {
  checkout: {
    title: '完成订阅',
    subtitle: '请核对所选套餐，然后输入电子邮箱，前往安全支付页面。',
    emailLabel: '电子邮箱',
    continue: '继续支付',
    trialNote: '新客户可免费试用 {{days}} 天，每个电子邮箱限一次。曾经订阅过的邮箱将直接续订，不再试用。',
    otherPlans: '查看全部套餐',
    unknownTitle: '未找到套餐',
    unknownBody: '此套餐不存在。请从套餐列表中选择。',
    seePlans: '查看套餐',
    checking: '正在核实…',
    redirecting: '正在跳转到支付页面…',
    redirectError: '无法跳转到支付页面',
    tryAgain: '发生错误，请重试。',
    errors: {
      emailRequired: '请填写电子邮箱',
      invalidEmail: '请输入有效的电子邮箱地址',
      countryRequired: '请先选择您的国家',
    },
  },
  pricing: {
    title: '选择您的套餐',
    subtitle: '输入电子邮箱，然后选择套餐。我们会核实该邮箱是否已有订阅。',
    emailLabel: '您的电子邮箱',
    emailHelp: '新客户可免费试用；已过期的订阅续订时不含试用期。',
    trialTitle: '您的 {{days}} 天免费试用从今天开始',
    trialBody: '新客户：正在前往安全支付页面以开始试用。',
    renewalTitle: '续订您的订阅（不含免费试用）',
    renewalBody: '该邮箱已有账户：付款后订阅自今日起续订。',
    signInTitle: '请登录后续订',
    signInBody: '该邮箱已有账户。请先登录，再选择方案：续订将用于该账户。',
    activeTitle: '您的订阅有效',
    activeBody: '该邮箱已有有效订阅。请登录以继续。',
  },
} satisfies CheckoutTexts;
