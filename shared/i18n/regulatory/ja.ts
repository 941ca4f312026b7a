import type { RegulatoryTexts } from './fr';

export default {
  regulatoryMap: {
    home: 'ホーム',
    title: 'カナダの労働安全衛生法規の枠組み',
    intro:
      'RisqueVision の分析が適用する、13 の州・準州と連邦の法律および規則です。地図で法域を選ぶと、その情報カードが表示されます。',
    map: {
      heading: '法域の地図',
      label: 'カナダの地図：13 の州・準州と連邦の FED マーカー',
      hint: '州・準州または FED マーカーをタップしてください。キーボードでは Tab で法域を移動し、Enter または Space で情報カードを開閉します。',
      credit:
        'ベースマップ「Map of Canada」（@svg-maps/canada、作成者 Victor Cazanave、MapSVG に基づく）。ラベルと FED マーカーを追加。ライセンス：',
      source: '地図の出典',
    },
    card: {
      empty: '法域が選ばれていません。地図で選ぶと、所管機関、主要な法律、分析で使う法律が表示されます。',
      agency: '所管機関',
      mainLaw: '主要な法律',
      laws: '分析で使う法律',
      lawsLoading: '法律を読み込んでいます…',
      lawsFailed: '法規の読み込み中にエラーが発生しました。',
      lawsInEnglish: '法律は英語の名称で示しています。',
      website: '公式サイト：{{host}}',
      newTab: '（新しいタブ）',
      close: '情報カードを閉じる：{{name}}',
    },
    dueDiligence: {
      title: '相当の注意義務：刑法典第 217.1 条',
      body: 'カナダ全土で、他人の作業を指揮する者、または指揮する権限を持つ者は、身体への危害を防ぐために合理的な措置を講じなければなりません。この条文は法案 C-45（S.C. 2003, c. 21、2004 年 3 月 31 日施行）によって制定され、ケベック州の資料ではしばしば「loi C-21」と呼ばれます。',
      link: 'カナダ司法省の法令サイトで刑法典第 217.1 条を読む',
    },
    overview: {
      heading: '14 の法域の一覧',
      intro: '13 の州・準州、続いて連邦：所管機関と主要な法律。',
    },
    info: {
      title: '分析で使われる法律です',
      body: 'カナダの職場の分析では毎回、その法域の法律と一般規則、そして刑法典第 217.1 条を引用します。連邦規制の職場では、カナダ労働法典（第 II 部）とその規則（COHSR）も加えます。条文番号は、公式の条文で確認したものだけを示します。',
    },
  },
} satisfies RegulatoryTexts;
