import type { Translation } from '../../fr';

const capture: Translation['capture'] = {
  enterpriseBadge: 'エンタープライズ',
  country: '国 / 管轄区域',
  durationNote: '画像の処理には通常 3〜5 分かかります。',
  progress: {
    compressing: '画像を圧縮しています…',
  },
  compression: {
    saved: '圧縮した画像：{{total}} 枚、{{saved}} 削減（{{percent}} %）',
    mobileNotice: 'モバイル回線でより速くアップロードできるよう、写真を軽量化しました。',
    failedTitle: '圧縮できませんでした',
    failedBody: '圧縮されなかった画像：{{total}} 枚。元のファイルを送信します。',
  },
  dictation: {
    start: '音声入力',
    stop: '音声入力を停止',
    requesting: '許可を確認中…',
    requestingStatus: 'マイクへのアクセスを要求しています…',
    listening: '聞き取り中… 話し終えたら「音声入力を停止」をタップしてください。',
    stopped: '音声入力を停止しました。',
    unsupported: 'お使いのブラウザは音声認識に対応していません',
    speechTitle: '音声認識エラー',
    speech: {
      network: 'ネットワークエラー：音声認識にはインターネット接続が必要です。',
      audioCapture: 'マイクが検出されないか、音声を拾えていません。',
      notAllowed: 'マイクへのアクセスが拒否されました。ブラウザの設定で許可してください。',
      other: '音声認識に失敗しました（{{code}}）。もう一度お試しください。',
    },
    microphoneTitle: 'マイクを使用できません',
    microphone: {
      denied:
        'マイクの使用が許可されていません。ブラウザの設定でマイクへのアクセスを許可してから、もう一度お試しください。',
      notFound: 'このデバイスにマイクが見つかりません。',
      busy: 'マイクは別のアプリケーションで使用中です。',
      other: 'マイクにアクセスできません。',
    },
  },
  files: {
    select: '{{name}} を選択',
    selectAll: 'すべて選択',
    deselectAll: 'すべて選択解除',
    selectedCount: '{{total}} 件中 {{selected}} 件を選択',
    downloadSelected: '選択したファイルをダウンロード（{{total}}）',
    downloadFailed: 'ファイルをダウンロードできませんでした。',
  },
  clearAll: {
    button: 'すべて消去',
    title: 'すべて消去しますか？',
    confirm:
      'すべてのセクションのファイルとデータをすべて消去してもよろしいですか？この操作は元に戻せません。',
    confirmButton: 'すべて消去',
    cancel: 'キャンセル',
    done: 'ファイルとデータを消去しました。',
    deletedAnalyses: '保存済みの分析を削除しました：{{count}} 件。',
    serverFailed:
      'ファイルとフォームは消去しましたが、保存済みの分析を削除できませんでした。もう一度お試しください。',
  },
};

export default capture;
