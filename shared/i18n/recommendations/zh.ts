import type { RecommendationsTexts } from './fr';

/** Simplified Chinese texts of the "recommendations" namespace. */
const recommendations = {
  generalRecommendations: {
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
