import type { EvalCase } from '../types';

/** Japanese cases, in the style of 労働災害事例 (職場のあんぜんサイト) and 労働基準監督署 inspection notes. */
export const CASES: readonly EvalCase[] = [
  {
    id: 'ja-01',
    language: 'ja',
    kind: 'named',
    text:
      '介護施設で、職員が一人で入所者をベッドから車いすへ移乗させた際に腰を痛めた。移乗用リフトは' +
      '配備されていたが、準備に時間がかかるため使われていなかった。',
    expected: ['ergonomics'],
    acceptable: [],
    source: '労働災害事例、社会福祉施設（腰痛）',
  },
  {
    id: 'ja-02',
    language: 'ja',
    kind: 'named',
    text:
      '玉掛け作業中、合図を待たずに巻き上げたため、ワイヤロープから外れた鋼材が落下し、つり荷の下に' +
      '入っていた作業者に当たった。',
    expected: ['lifting_rigging', 'falling_objects'],
    acceptable: [],
    source: '労働災害事例、鉄骨加工（クレーン）',
  },
  {
    id: 'ja-03',
    language: 'ja',
    kind: 'named',
    text: '飲食店の厨房で、床にこぼれた油に足を滑らせて転倒し、右手首を骨折した。床の清掃は閉店後のみだった。',
    expected: ['slips_trips'],
    acceptable: [],
    source: '労働災害事例、飲食店（転倒）',
  },
  {
    id: 'ja-04',
    language: 'ja',
    kind: 'named',
    text:
      '天井の照明器具を交換するため、脚立の天板に乗って作業していたところ、バランスを崩して高さ' +
      '約1.8 mから墜落し、頭部を強打した。',
    expected: ['falls'],
    acceptable: ['electrical'],
    source: '労働災害事例、ビルメンテナンス（墜落）',
  },
  {
    id: 'ja-05',
    language: 'ja',
    kind: 'named',
    text:
      'アーク溶接の補助作業者が遮光めがねを着けずに溶接部を見続けていたところ、夜になって両眼の' +
      '激しい痛みを訴え、電気性眼炎と診断された。',
    expected: ['hot_work', 'radiation'],
    acceptable: [],
    source: '労働災害事例、製缶（有害光線）',
  },
  {
    id: 'ja-06',
    language: 'ja',
    kind: 'named',
    text:
      'チェーンソーを長年使用してきた林業作業者に、冬場の白指発作が見られ、振動障害と診断された。' +
      '使用時間の管理は行われていなかった。',
    expected: ['vibration'],
    acceptable: ['noise', 'hand_tools', 'thermal'],
    source: '職業性疾病事例、林業（振動障害）',
  },
  {
    id: 'ja-07',
    language: 'ja',
    kind: 'indirect',
    text: 'ロール機の清掃中、回転を止めずにウエスでロール表面をふいていたところ、ウエスごと右手が引き込まれた。',
    expected: ['machinery'],
    acceptable: ['hazardous_energy'],
    source: '労働災害事例、印刷業（はさまれ・巻き込まれ）',
  },
  {
    id: 'ja-08',
    language: 'ja',
    kind: 'indirect',
    text:
      'マンホール内の汚水ポンプを点検するため作業者が下りたところ、はしごの途中で意識を失い底に' +
      '倒れた。事前に酸素濃度の測定は行われておらず、換気もしていなかった。',
    expected: ['confined_space'],
    acceptable: ['chemical', 'biological', 'falls'],
    source: '労働災害事例、下水道（酸素欠乏）',
  },
  {
    id: 'ja-09',
    language: 'ja',
    kind: 'indirect',
    text:
      'ドラグ・ショベルで伐採木を移動させていた運転者が、後方を確認せずに後退したため、後ろで枝を' +
      '片付けていた作業者が履帯にひかれた。',
    expected: ['mobile_equipment'],
    acceptable: [],
    source: '労働災害事例、林業（建設機械）',
  },
  {
    id: 'ja-10',
    language: 'ja',
    kind: 'indirect',
    text:
      '雨の中、仮設分電盤から引いた延長コードの接続部が水たまりに浸かっていた。コンクリートを打設して' +
      'いた作業者が棒状バイブレータを持ったとたんにしびれを感じ、その場に倒れた。',
    expected: ['electrical'],
    acceptable: ['vibration', 'hand_tools'],
    source: '労働災害事例、建築工事（感電）',
  },
  {
    id: 'ja-11',
    language: 'ja',
    kind: 'negation',
    text:
      '当該現場では高所作業はなく、すべての作業を地上で行う。ただし屋外での作業が中心で、WBGT値が31を' +
      '超える日が続いている。',
    expected: ['thermal'],
    acceptable: [],
    source: '作業計画書、造園',
  },
  {
    id: 'ja-12',
    language: 'ja',
    kind: 'negation',
    text:
      '塗装工程では有機溶剤を一切使用しておらず、すべて水性塗料に切り替え済みである。一方、乾燥炉の' +
      '送風機の音が大きく、隣の人と話すにも大声を出す必要がある。',
    expected: ['noise'],
    acceptable: [],
    source: '職場巡視記録、金属製品製造',
  },
  {
    id: 'ja-13',
    language: 'ja',
    kind: 'controlled',
    text:
      '足場には手すり、中さん及び幅木が全面に設置され、作業開始前点検の記録も毎日残されている。' +
      '作業員は全員フルハーネス型墜落制止用器具を使用している。',
    expected: [],
    acceptable: ['falls', 'falling_objects'],
    source: '足場点検記録、建築工事',
  },
  {
    id: 'ja-14',
    language: 'ja',
    kind: 'controlled',
    text:
      '粉じん作業場では湿式工法を採用し、局所排気装置の定期自主検査も実施済みである。作業者は電動' +
      'ファン付き呼吸用保護具を着用し、作業環境測定の結果は第1管理区分であった。',
    expected: [],
    acceptable: ['dust_fibres'],
    source: '作業環境測定結果報告、鋳物工場',
  },
  {
    id: 'ja-15',
    language: 'ja',
    kind: 'benign',
    text:
      '新商品のキャンペーンはSNSで一時炎上したが、社長がライブ配信で経緯を説明したことで評価は持ち' +
      '直した。新規事業の足場を固めるため、来期は営業部の人員を増やす。',
    expected: [],
    acceptable: [],
    source: '社内報、経営メッセージ',
  },
  {
    id: 'ja-16',
    language: 'ja',
    kind: 'benign',
    text:
      '新しい人事制度では、出世の階段を上る管理職コースに加えて、専門職コースも選べるようになる。' +
      '給与テーブルは等級ごとに改定され、説明会は来週火曜日に本社会議室で行う。',
    expected: [],
    acceptable: [],
    source: '人事部からのお知らせ',
  },
  {
    id: 'ja-17',
    language: 'ja',
    kind: 'mixed',
    text:
      '海外メーカー製の卓上グラインダーには英語の警告ラベル「WARNING: Wheel may burst if operated ' +
      'above rated speed」しか貼られておらず、作業者は砥石の最高使用周速度を確かめないまま交換していた。',
    expected: ['machinery'],
    acceptable: ['hand_tools'],
    source: '職場巡視記録、機械加工（英語の警告表示）',
  },
  {
    id: 'ja-18',
    language: 'ja',
    kind: 'named',
    text:
      '倉庫の巡視で、フォークリフトが荷を高く積み前方が見えないまま歩行者通路を走行していた。また、' +
      '中二階の荷受け口に手すりがなく、作業者が端に立って荷を受け取っていた。',
    expected: ['mobile_equipment', 'falls'],
    acceptable: ['falling_objects'],
    source: '職場巡視記録、物流倉庫',
  },
];
