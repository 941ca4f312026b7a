import type { ErrorsTexts } from './fr';

export default {
  /** API error messages by stable error code (the `code` of every error body). */
  errors: {
    validationFailed: '未入力または無効な項目があります。フォームを確認して、もう一度お試しください。',
    invalidJson: 'リクエスト本文が有効な JSON ではありません。',
    unsupportedMediaType: 'リクエストは JSON 形式で送信してください（Content-Type: application/json）。',
    invalidCredentials: 'メールアドレスまたはパスワードが正しくありません。',
    tooManyAttempts: '失敗した試行が多すぎます。15 分ほどお待ちいただくか、パスワードを再設定してください。',
    unauthenticated: '続行するにはログインしてください。',
    emailNotVerified: 'アプリケーションをご利用いただく前に、メールアドレスを確認してください。',
    subscriptionRequired:
      'サブスクリプションの有効期限が切れています。RisqueVision を引き続きご利用いただくには、サブスクリプションにお申し込みください。',
    forbidden: 'このリソースへのアクセス権がありません。',
    badOrigin: 'このリクエストは RisqueVision アプリケーションから送信されたものではありません。',
    directAccessRefused: 'この API には RisqueVision のウェブサイトのアドレスからのみアクセスできます。',
    notFound: '見つかりません。',
    routeNotFound: 'この API パスは存在しません。',
    methodNotAllowed: 'このパスではこのメソッドは許可されていません。',
    payloadTooLarge: 'リクエストのサイズが大きすぎます。',
    accountExists: 'このメールアドレスのアカウントはすでに存在します。ログインしてください。',
    paymentIncomplete:
      'このお支払いはまだ完了していません。お支払いを完了してからアカウントを作成してください。',
    sessionNotFound:
      'この決済セッションが見つかりません。料金ページからやり直すか、サポートにお問い合わせください。',
    sessionEmailMismatch: 'お支払いに使用したメールアドレスを入力してください。',
    checkoutOtherBrowser:
      'お支払いに使用したブラウザでアカウントの作成を完了するか、料金ページからやり直してください。',
    signInToRenew:
      'このアドレスには既にアカウントがあります。ログインしてから、更新するプランを選択してください。',
    subscriptionAlreadyActive:
      'このアカウントには既に有効なサブスクリプションがあります。プロフィールから管理するか、サポートにお問い合わせください。',
    invalidToken: 'このリンクは無効か、有効期限が切れています。新しいリンクをリクエストしてください。',
    alreadyVerified: 'メールアドレスはすでに確認済みです。',
    wrongCurrentPassword: '現在のパスワードが正しくありません。',
    passwordAlreadySet:
      'このアカウントにはすでにパスワードが設定されています。ログインするか、「パスワードをお忘れの方」をご利用ください。',
    tooManyRequests: 'リクエストが多すぎます。数分待ってから、もう一度お試しください。',
    noSubscription: 'このアカウントにはサブスクリプションがありません。',
    paymentProviderError:
      '決済サービスから応答がありませんでした。しばらくしてから、もう一度お試しください。',
    invalidSignature: 'Webhook の署名が無効です。',
    mailFailed: 'メールを送信できませんでした。もう一度お試しください。',
    reportMailDailyLimit:
      'このアカウントの本日のレポートメール送信上限に達しました。PDF をダウンロードしてご自身のメールに添付するか、明日もう一度送信してください。',
    quotaExceeded:
      '利用上限超過：ご契約プランの分析回数が上限に達しました。次の期間までお待ちいただくか、上位プランに変更するか、サポートにお問い合わせください。',
    uploadMissing:
      '受信できなかったファイルがあります。もう一度アップロードしてから、分析を開始してください。',
    fileMismatch:
      'ファイルの内容がファイル形式と一致しません（例：拡張子を .pdf に変更したテキストファイル）。元のファイルを送信してください。',
    analysisFailed:
      '分析を完了できませんでした。もう一度お試しください。再び失敗する場合は、ファイルの数を減らすか、より小さいファイルを送信してください。',
    editionNotIncluded:
      'ご契約のプランには このエディションは含まれていません。ご契約プランの画面から分析を開始するか、プランを変更してください。',
    unknownJurisdiction:
      'この法域の法令はここでは見つかりません。カナダのページは州・準州のコード（QC、ON…）または FEDERAL を、国際版は国コード（US、FR…）を受け付けます。',
    jurisdictionNotOffered:
      'この法域はここでは選択できません。カナダ向け画面は州・準州・連邦の規則を、国際版は対象国を扱います。',
    countryLimitReached:
      'ご契約のプランの対象は {{limit}} か国で、すでに次の国に使用されています：{{countries}}。これらの国を分析するか、上位プランに変更して国を追加してください。',
    pageBudgetExceeded:
      '「{{file}}」により、分析の上限 {{limit}} ページを超えます。文書を分割するか、複数回の分析に分けて送信してください。',
    photoBudgetExceeded:
      '「{{file}}」により、OCR で読み取る写真の上限 {{limit}} 枚を超えます。残りの写真は別の分析で送信してください。',
    imageTooLarge:
      '「{{file}}」は {{limit}} メガピクセルを超えています。サイズを縮小して（スマートフォンの標準サイズで十分です）、もう一度アップロードしてください。',
    analysisQueueUnavailable:
      '分析を開始できませんでした。サービスが混み合っています。利用回数は消費されていません。しばらくしてから、もう一度お試しください。',
    modelInvalidAnswer:
      'AI サービスから利用できない回答が返されました。しばらくしてから、もう一度お試しください。',
    analysisNotReady:
      'この分析はまだ完了していません。結果が出るまでお待ちいただき、もう一度お試しください。',
    noRiskSelected: 'レポートに含めるリスクを 1 件以上選択してください。',
    unknownRisk:
      '選択したリスクの中に、この分析に含まれないものがあります。結果を再読み込みして、リスクを選択し直してください。',
    reportFailed: 'PDF の作成中にエラーが発生しました。しばらくしてから、もう一度お試しください。',
    requestInProgress:
      '同じリクエストをまだ処理中です。数秒待って結果を確認してから、もう一度送信してください。',
    editConflict:
      'この分析は別の場所（別のタブ？）で変更されたところです。ページを再読み込みしてください。以前の変更は残っています。最後の変更をやり直してください。',
    tooManyRisks:
      '1 つの分析に含められるリスクは最大 120 件です。追加する前に所見を統合または削除してください。',
    unknownPhoto: 'この写真は分析に含まれていません。分析済みの写真から選んでください。',
    notOwnFinding:
      '削除できるのはご自身が追加した所見のみです。提案されたリスクを除外するには、チェックを外すか統合してください。',
    tooManyEdits: '1 回の保存での変更が多すぎます。数回に分けて保存してください。',
    invalidImage:
      'このファイルは読み取り可能な PNG または JPEG 画像ではありません。別の画像を選んでください。',
    teamNotFound:
      'このアカウントはどのチームにも所属していません。エンタープライズのチーム機能を使うには、チームへの所属が必要です。',
    alreadyMember: 'この方はすでにチームのメンバーです。',
    invitationPending: 'このアドレスには、すでに保留中の招待があります。「招待」タブから再送信してください。',
    tooManyPendingInvitations:
      '保留中の招待が多すぎます（空いているユーザーアカウントの数に応じて最大 {{limit}} 件）。一部を取り消すか、回答をお待ちください。',
    teamFull:
      'チームのユーザーアカウント {{seats}} 件はすべて使用中です。チーム管理者がアカウントを 1 件空けるか、上位プランに変更できます。',
    ownerCannotBeRevoked: 'チームオーナーのアクセス権は取り消せません。',
    ownerRoleFixed: 'チームオーナーの役割は変更できません。',
    memberNotActive: 'このメンバーのアクセス権はすでに取り消されています。',
    invitationNotPending: '再送信または取り消しができるのは、保留中の招待のみです。',
    invitationNotFound: 'この招待リンクは無効です（より新しいリンクに置き換えられた可能性があります）。',
    invitationExpired:
      'この招待は有効期限が切れています。新しい招待については、チーム管理者にお問い合わせください。',
    invitationAlreadyAccepted: 'この招待はすでに承諾されています。ログインしてチームにアクセスしてください。',
    invitationDeclined: 'この招待は辞退されました。',
    invitationCancelled: 'この招待はチーム管理者によって取り消されました。',
    alreadyInTeam:
      'このアカウントはすでにチームに所属しています。1 つのアカウントが所属できるチームは 1 つだけです。',
    visitorCodeInvalid:
      'コードが無効か、有効期限が切れています（コードと、コードが送信されたメールアドレスを確認してください）。',
    visitorReadOnly: 'ビジターアクセスは閲覧専用です。この操作にはチームアカウントが必要です。',
    pagesExhausted:
      'ご契約のプランの今月の上限 {{limit}} ページを使い切りました（使用済み {{used}} ページ、この分析には {{needed}} ページが必要です）。上限は翌月 1 日にリセットされます。',
    cannotRevokeSelf: 'ご自身のアクセス権は取り消せません。',
    twoFactorRequired:
      'ログインを完了するには、認証アプリの6桁のコード（またはリカバリーコード）を入力してください。',
    invalidTwoFactorCode:
      'このコードは無効か、すでに使用されています。アプリに今表示されているコード、または未使用のリカバリーコードを入力してください。',
    twoFactorAlreadyEnabled: '2段階ログインはすでに有効です。設定し直すには、まず無効にしてください。',
    twoFactorNotSetUp:
      'まず2段階ログインを設定してください。QRコードを読み取り、表示されたコードを入力します。',
    libraryFull:
      '文書の上限に達しました：{{count}}/{{limit}} 件。新しい文書を追加するには、文書を削除してください。',
    pdfOnly: '分析報告書として取り込めるのは PDF ファイルだけです。',
    fileTypeNotAccepted:
      'このファイルは受け付けられる種類（PDF、Word、テキスト、RTF、写真）ではないか、内容が名前と一致しません。',
    nothingSelected: 'タブのチェックボックスで、分析する項目を少なくとも 1 つ選択してください。',
    answerFailed:
      '回答を作成できませんでした。もう一度お試しください。問題が続く場合はサポートにお問い合わせください。',
    answerNotReady: '保存できる最近の分析はありません。回答ができあがるまでお待ちください。',
    accountDisabled:
      'このアカウントは RisqueVision の管理者によって無効化されました。理由はサポートにお問い合わせください。',
    userNotFound: 'このメールアドレスのアカウントはありません。',
    cannotDisableAdmin: '管理者アカウントはこのダッシュボードから無効化できません。',
    backupNotFound: 'このバックアップは存在しません（期限切れの可能性があります）。',
    backupNotReady: 'このバックアップはまだ完了していません。数分後にもう一度お試しください。',
    backupRunning: 'すでにバックアップが実行中です。完了するまでお待ちください。',
    internalError: 'サーバー側で問題が発生しました。しばらくしてから、もう一度お試しください。',
  },
} satisfies ErrorsTexts;
