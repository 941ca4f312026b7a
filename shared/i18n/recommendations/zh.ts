import type { RecommendationsTexts } from './fr';

/** Simplified Chinese texts of the "recommendations" namespace. */
const recommendations = {
  generalRecommendations: {
    eliminate: '在采取其他措施之前，优先从源头消除危险，或以危险性较低的工艺或产品替代。',
    engineering:
      '优先采用集体防护和工程控制措施（防护装置、防护栏杆、通风、隔离），其次才是管理程序和个体防护装备。',
    footwear: '穿着适合岗位危害的安全鞋。',
    training: '对劳动者进行危害及安全作业方法的培训和告知。',
    inspection: '定期检查场所、设备和防护装置；记录检查发现。',
    signage: '设置并维护清晰的危害标识和限制区域标识。',
    ppe: '提供所需的个体防护装备，并检查其佩戴使用和维护保养情况。',
    maintenance: '实施机器和设备的预防性维护计划。',
    handling: '制定安全的物料搬运方法并监督执行。',
  },
};

export default recommendations satisfies RecommendationsTexts;
