/** Characters no Japanese or Chinese line may start with (closing marks, small kana, prolonged sound mark). */
export const NO_LINE_START =
  /^[、。，．,.）)」』】〕〉》”’！？!?：:；;ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ・]/;
/** Characters no line may end with (opening brackets and quotes). */
export const NO_LINE_END = /[（(「『【〔〈《“‘]$/;

/**
 * Inspection findings in Japanese, with closing marks, brackets and small kana all through them,
 * so that wrapped lines can end before any kind of character. The offline engine raises risks in them.
 */
export const JAPANESE_SENTENCES = [
  '中二階の手すりが4メートルにわたって欠けており、荷積み時に墜落する危険性が高い。',
  '作業者は「立入禁止」の表示（黄色）を無視して、ショッピングカートのような台車を押していた。',
  'フォークリフトの通路（幅2メートル）は、パレットやコンテナーで塞がれ、歩行者とのすれ違いが頻繁に起きている。',
  'チェーンソーのチェーンブレーキは、点検記録（月次）によると、ここ3か月ほど確認されていない。',
  '「危険」「注意」「禁止」の標識が、いずれもかすれて読みにくく、シャッター付近ではほとんど見えない。',
  'ボンベの転倒防止チェーンが外れており、ガスホースにもひび割れ（約5センチ）がある。',
];
