import type { PlansTexts } from './fr';

export default {
  plans: {
    names: {
      essential: 'エッセンシャル',
      professional: 'プロフェッショナル',
      enterprise: 'エンタープライズ',
    },
    descriptions: {
      conseiller_sst_pro: '独立して活動する労働安全衛生コンサルタント向け。',
      pack_entreprise_5: '小規模な社内安全衛生チーム向け。',
      pack_entreprise_10: '複数の事業所を担当する安全衛生チーム向け。',
      pack_entreprise_20: '大規模な組織とその安全衛生チーム向け。',
      essential: '1 か国でリスク分析を行う方に。',
      professional: '複数の国で活動するコンサルタント向け。',
      enterprise: '国際版のすべての国で事業を行う組織向け。',
    },
    billing: {
      label: '請求期間',
      monthly: '月払い',
      annual: '年払い',
    },
    perMonth: '/ 月',
    perYear: '/ 年',
    popular: '人気',
    annualSaving: '月払いと比べて {{percent}} お得',
    orAnnual: 'または年額 {{price}}（{{percent}} お得）',
    trial: '{{days}} 日間の無料トライアル',
    choose: 'このプランを選ぶ',
    chooseNamed: 'このプランを選ぶ：{{plan}}',
    features: {
      oneSeat: 'ユーザーアカウント 1 件',
      seats: 'ユーザーアカウント {{seats}} 件',
      pages: '毎月 {{pages}} ページの文書を分析',
      unlimitedAnalyses: '分析回数無制限',
      regulations: '州法および連邦法',
      pdfReports: 'プロ仕様の PDF レポート',
      teamAssistant: 'チームの全レポートを分析するアシスタント',
      referenceDocuments: '独自の参考資料と要約レポート',
      teamManagement: 'チームメンバーの管理',
      oneCountry: '1 か国',
      countries: '{{countries}} か国',
      allCountries: '全 {{total}} か国',
      analysesPerMonth: '毎月 {{analyses}} 回の分析',
      frameworks: '選択した国の法規制の枠組み',
    },
  },
} satisfies PlansTexts;
