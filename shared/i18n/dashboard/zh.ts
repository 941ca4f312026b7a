import type { DashboardTexts } from './fr';

export default {
  appNav: {
    enterpriseLabel: '企业空间',
    home: '首页',
    dashboard: '控制面板',
    riskAnalysis: '风险分析',
    assistant: 'AI 助手',
    teamManagement: '团队管理',
    close: '关闭菜单',
  },
  dashboard: {
    title: '企业控制面板',
    intro: '团队的报告和您的分析工具，集中在一处。',
    visitorNotice: '访客访问：您可以查看和下载报告，但不能修改。',
    cards: {
      heading: '工具',
      newAnalysisTitle: '新建分析',
      newAnalysisBody: '依据适用法规分析工作场所的照片和文件。',
      assistantTitle: 'AI 助手',
      assistantBody: '就您的分析、文件和法规提出职业健康安全问题。',
    },
    reports: {
      heading: '团队报告',
      tip: '提示：勾选报告，然后选择“用于分析”。助手会接收这些报告，并将其归入四个选项卡：历史记录、导入的文件、分析报告和法规参考。',
    },
    filters: {
      heading: '搜索报告',
      author: '作者',
      allAuthors: '所有作者',
      chosenAuthor: '所选作者',
      jurisdiction: '管辖区',
      allJurisdictions: '所有管辖区',
      level: '最高风险等级',
      allLevels: '所有等级',
    },
    list: {
      author: '作者',
      level: '最高等级',
      select: '选择“{{area}}”',
      pdf: 'PDF',
      pdfLabel: '下载“{{area}}”的 PDF 报告',
      loading: '正在加载报告…',
      loadFailed: '数据加载失败。',
      loadMore: '加载更多报告',
      shown: '显示的报告：{{number}}',
    },
    empty: {
      title: '暂无报告',
      body: '团队的分析从第一份起都会显示在这里。',
      start: '开始分析',
      filteredTitle: '没有符合条件的报告',
      filteredBody: '请尝试其他关键词、日期或筛选条件，或清除筛选。',
    },
    selection: {
      label: '报告选择',
      count: '已选报告：{{number}}',
      use: '用于分析',
      cancel: '取消',
    },
    unauthorized: {
      title: '未授权访问',
      body: '控制面板仅供企业账户和受邀访客使用。请登录后访问。',
      login: '登录',
    },
  },
} satisfies DashboardTexts;
