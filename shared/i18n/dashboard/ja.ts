import type { DashboardTexts } from './fr';

export default {
  appNav: {
    enterpriseLabel: '企業スペース',
    home: 'ホーム',
    dashboard: 'ダッシュボード',
    riskAnalysis: 'リスク分析',
    assistant: 'AI アシスタント',
    teamManagement: 'チーム管理',
    close: 'メニューを閉じる',
  },
  dashboard: {
    title: '企業ダッシュボード',
    intro: 'チームの報告書と分析ツールを一か所にまとめています。',
    visitorNotice: '訪問者アクセス：報告書の閲覧とダウンロードはできますが、変更はできません。',
    cards: {
      heading: 'ツール',
      newAnalysisTitle: '新しい分析',
      newAnalysisBody: '職場の写真や文書を、適用される法令に照らして分析します。',
      assistantTitle: 'AI アシスタント',
      assistantBody: '分析、ファイル、法令について労働安全衛生の質問ができます。',
    },
    reports: {
      heading: 'チームの報告書',
      tip: 'ヒント：報告書にチェックを入れ、「分析に使用」を選んでください。アシスタントが受け取り、履歴、インポートしたファイル、分析報告書、法令参照の 4 つのタブに整理します。',
    },
    filters: {
      heading: '報告書を検索',
      author: '作成者',
      allAuthors: 'すべての作成者',
      chosenAuthor: '選択した作成者',
      jurisdiction: '管轄',
      allJurisdictions: 'すべての管轄',
      level: '最も高いリスクレベル',
      allLevels: 'すべてのレベル',
    },
    list: {
      author: '作成者',
      level: '最高レベル',
      select: '「{{area}}」を選択',
      pdf: 'PDF',
      pdfLabel: '「{{area}}」の PDF 報告書をダウンロード',
      loading: '報告書を読み込んでいます…',
      loadFailed: 'データを読み込めませんでした。',
      loadMore: '報告書をさらに表示',
      shown: '表示中の報告書：{{number}}',
    },
    empty: {
      title: '報告書はまだありません',
      body: 'チームの分析は最初の 1 件からここに表示されます。',
      start: '分析を始める',
      filteredTitle: '一致する報告書はありません',
      filteredBody: '別の語句、日付、条件をお試しいただくか、絞り込みを解除してください。',
    },
    selection: {
      label: '報告書の選択',
      count: '選択した報告書：{{number}}',
      use: '分析に使用',
      cancel: 'キャンセル',
    },
    unauthorized: {
      title: 'アクセス権がありません',
      body: 'ダッシュボードは企業アカウントと招待された訪問者専用です。ログインしてご利用ください。',
      login: 'ログイン',
    },
  },
} satisfies DashboardTexts;
