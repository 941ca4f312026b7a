import type { PaymentTexts } from './fr';

export default {
  /** The local payment pages (the stand-in for the provider's hosted pages when no key is configured). */
  paymentPage: {
    banner: '本地测试付款 — 不会从任何银行卡扣款。',
    title: '安全付款',
    plan: '方案',
    price: '价格',
    perMonth: '每月',
    perYear: '每年',
    trial: '免费 {{days}} 天，之后 {{price}}。',
    noTrial: '无免费试用：首笔付款今天扣除。',
    pay: '付款',
    cancel: '取消并返回',
    closed: '此付款会话已关闭。',
    portal: '管理订阅',
    firstCharge: '首次扣款',
    periodEnd: '周期结束',
    endsAt: '将在周期结束时终止',
    cancelAtEnd: '在周期结束时取消',
    resume: '恢复订阅',
    back: '返回 RisqueVision',
    status: '状态',
    statuses: {
      trialing: '{{days}} 天免费试用',
      active: '有效',
      canceled: '已取消',
      past_due: '付款逾期',
      incomplete: '付款未完成',
      incomplete_expired: '付款已过期',
      unpaid: '未付款',
      paused: '已暂停',
    },
  },
} satisfies PaymentTexts;
