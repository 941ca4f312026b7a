import type { CheckoutTexts } from './fr';

export default {
  checkout: {
    title: 'お申し込みの完了',
    subtitle: '選択したプランを確認し、メールアドレスを入力して安全な決済ページへ進んでください。',
    emailLabel: 'メールアドレス',
    continue: '決済へ進む',
    trialNote:
      '新規のお客様は {{days}} 日間無料でお試しいただけます（メールアドレスごとに 1 回）。過去にご契約のあるアドレスはトライアルなしで更新されます。',
    otherPlans: 'すべてのプランを見る',
    unknownTitle: 'プランが見つかりません',
    unknownBody: 'このプランは存在しません。プラン一覧から選んでください。',
    seePlans: 'プランを見る',
    checking: '確認しています…',
    redirecting: '決済ページへ移動しています…',
    redirectError: '決済ページに移動できません',
    tryAgain: 'エラーが発生しました。もう一度お試しください。',
    errors: {
      emailRequired: 'メールアドレスは必須です',
      invalidEmail: '有効なメールアドレスを入力してください',
      countryRequired: '続行するには国を選んでください',
    },
  },
  pricing: {
    title: 'プランを選ぶ',
    subtitle:
      'メールアドレスを入力してからプランを選んでください。このアドレスに既存の契約があるか確認します。',
    emailLabel: 'メールアドレス',
    emailHelp:
      '新規のお客様は無料トライアルをご利用いただけます。期限切れの契約はトライアルなしで更新されます。',
    trialTitle: '{{days}} 日間の無料トライアルが本日から始まります',
    trialBody: '新規のお客様：トライアルを開始するため、安全な決済ページへ移動します。',
    renewalTitle: '契約を更新する（無料トライアルなし）',
    renewalBody: 'このアドレスにはアカウントがあります。お支払いにより本日から契約が更新されます。',
    signInTitle: 'ログインして更新してください',
    signInBody:
      'このアドレスにはすでにアカウントがあります。ログインしてからプランを選択してください。更新はそのアカウントに適用されます。',
    activeTitle: 'ご契約は有効です',
    activeBody: 'このアドレスには有効な契約があります。ログインして続けてください。',
  },
} satisfies CheckoutTexts;
