import type { RecommendationsTexts } from './fr';

/** Japanese texts of the "recommendations" namespace. */
const recommendations = {
  generalRecommendations: {
    eliminate: '他の対策に頼る前に、危険源を発生源で除去するか、より危険性の低い工程や製品に置き換えます。',
    engineering: '手順や個人用保護具よりも、集団的・工学的な対策（ガード、手すり、換気、隔離）を優先します。',
    footwear: '作業のハザードに適した安全靴を着用します。',
    training: '作業者に、ハザードと安全な作業方法について教育と情報提供を行います。',
    inspection: '作業場所、設備、ガードを定期的に点検し、その結果を記録します。',
    signage: 'ハザードと立入制限区域をわかりやすく示す標識を設置し、維持管理します。',
    ppe: '必要な個人用保護具を支給し、その着用状況と保守状況を確認します。',
    maintenance: '機械と設備の予防保全プログラムを実施します。',
    handling: '安全な荷の取扱い方法を定め、その遵守を徹底します。',
  },
};

export default recommendations satisfies RecommendationsTexts;
