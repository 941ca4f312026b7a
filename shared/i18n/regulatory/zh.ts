import type { RegulatoryTexts } from './fr';

export default {
  regulatoryMap: {
    home: '首页',
    title: '加拿大职业健康与安全法规框架',
    intro:
      'RisqueVision 分析所适用的 13 个省和地区以及联邦的法律和法规。在地图上选择一个司法辖区即可查看其信息卡。',
    map: {
      heading: '司法辖区地图',
      label: '加拿大地图：13 个省和地区，以及联邦 FED 标记',
      hint: '点按一个省、地区或 FED 标记。使用键盘：按 Tab 在司法辖区之间移动，按 Enter 或空格键打开或关闭其信息卡。',
      credit:
        '底图“Map of Canada”（@svg-maps/canada），作者 Victor Cazanave，基于 MapSVG；已添加标签和 FED 标记。许可：',
      source: '地图来源',
    },
    card: {
      empty: '尚未选择司法辖区。在地图上选择一个，即可查看其主管机构、主要法律以及分析所用的法律。',
      agency: '主管机构',
      mainLaw: '主要法律',
      laws: '分析所用的法律',
      lawsLoading: '正在加载法律…',
      lawsFailed: '加载法规时出错。',
      lawsInEnglish: '法律以英文名称列出。',
      website: '官方网站：{{host}}',
      newTab: '（新标签页）',
      close: '关闭信息卡：{{name}}',
    },
    dueDiligence: {
      title: '尽职义务：《刑法典》第 217.1 条',
      body: '在加拿大各地，凡指挥或有权指挥他人如何工作的人，都必须采取合理措施防止身体伤害。该条由 C-45 号法案（S.C. 2003, c. 21，自 2004 年 3 月 31 日起生效）制定，魁北克的资料常称之为“loi C-21”。',
      link: '在加拿大司法部法律网站上阅读《刑法典》第 217.1 条',
    },
    overview: {
      heading: '14 个司法辖区一览',
      intro: '13 个省和地区，然后是联邦：主管机构和主要法律。',
    },
    info: {
      title: '这些就是分析所用的法律',
      body: '对加拿大工作场所的每次分析都会引用其司法辖区的法律和一般法规，以及《刑法典》第 217.1 条；对于受联邦管辖的工作场所，还会加上《加拿大劳动法典》（第二部分）及其法规（COHSR）。条款只有在核对官方文本后才会连同编号一起引用。',
    },
  },
} satisfies RegulatoryTexts;
