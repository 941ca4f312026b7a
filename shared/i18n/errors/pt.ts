import type { ErrorsTexts } from './fr';

export default {
  /** API error messages by stable error code (the `code` of every error body). */
  errors: {
    validationFailed: 'Alguns campos estão ausentes ou inválidos. Verifique o formulário e tente novamente.',
    invalidJson: 'O corpo da solicitação não é um JSON válido.',
    unsupportedMediaType: 'Envie a solicitação em formato JSON (Content-Type: application/json).',
    invalidCredentials: 'E-mail ou senha inválidos.',
    tooManyAttempts: 'Muitas tentativas malsucedidas. Aguarde 15 minutos ou redefina sua senha.',
    unauthenticated: 'Faça login para continuar.',
    emailNotVerified: 'Verifique seu endereço de e-mail antes de usar o aplicativo.',
    subscriptionRequired: 'Sua assinatura expirou. Assine novamente para continuar usando o RisqueVision.',
    forbidden: 'Você não tem acesso a este recurso.',
    badOrigin: 'Esta solicitação não veio do aplicativo RisqueVision.',
    directAccessRefused: 'A API só pode ser acessada pelo endereço do site do RisqueVision.',
    notFound: 'Não encontrado.',
    routeNotFound: 'Este caminho da API não existe.',
    methodNotAllowed: 'Este método não é permitido neste caminho.',
    payloadTooLarge: 'A solicitação é grande demais.',
    accountExists: 'Já existe uma conta com este endereço de e-mail. Faça login.',
    paymentIncomplete: 'Este pagamento ainda não foi concluído. Conclua o pagamento e depois crie sua conta.',
    sessionNotFound:
      'Não encontramos esta sessão de pagamento. Recomece pela página de planos ou entre em contato com o suporte.',
    sessionEmailMismatch: 'Use o endereço de e-mail com o qual você pagou.',
    checkoutOtherBrowser:
      'Conclua a criação da sua conta no navegador em que pagou ou recomece pela página de planos.',
    signInToRenew: 'Este endereço já tem uma conta. Entre nela e depois escolha o seu plano para renovar.',
    subscriptionAlreadyActive:
      'Esta conta já tem uma assinatura ativa. Gerencie-a pelo seu perfil ou entre em contato com o suporte.',
    invalidToken: 'Este link é inválido ou expirou. Solicite um novo.',
    alreadyVerified: 'Seu endereço de e-mail já está verificado.',
    wrongCurrentPassword: 'Sua senha atual não está correta.',
    passwordAlreadySet: 'Esta conta já tem uma senha. Faça login ou use “Esqueci minha senha”.',
    tooManyRequests: 'Muitas solicitações. Aguarde alguns minutos e tente novamente.',
    noSubscription: 'Não há nenhuma assinatura nesta conta.',
    paymentProviderError: 'O serviço de pagamento não respondeu. Tente novamente em instantes.',
    invalidSignature: 'A assinatura do webhook não é válida.',
    mailFailed: 'Não foi possível enviar o e-mail. Tente novamente.',
    reportMailDailyLimit:
      'Você atingiu o limite diário de envios de relatórios por e-mail desta conta. Baixe o PDF e anexe-o ao seu próprio e-mail, ou envie novamente amanhã.',
    quotaExceeded:
      'COTA EXCEDIDA: a cota de análises do seu plano foi atingida. Aguarde o próximo período, mude para um plano superior ou entre em contato com o suporte.',
    uploadMissing: 'Um dos arquivos não foi recebido. Envie-o novamente e depois inicie a análise.',
    fileMismatch:
      'O conteúdo de um arquivo não corresponde ao seu tipo (por exemplo, um arquivo de texto renomeado para .pdf). Envie o arquivo original.',
    analysisFailed:
      'Não foi possível concluir a análise. Tente novamente; se falhar de novo, envie menos arquivos ou arquivos menores.',
    editionNotIncluded:
      'Seu plano não inclui esta edição. Inicie a análise pela tela do seu plano ou mude de plano.',
    unknownJurisdiction:
      'Nenhuma regulamentação é conhecida para esta jurisdição aqui: as páginas canadenses aceitam o código de uma província ou território (QC, ON…) ou FEDERAL, e a edição internacional o código de um país (US, FR…).',
    jurisdictionNotOffered:
      'Esta jurisdição não pode ser escolhida aqui: as telas canadenses cobrem as províncias, os territórios e as normas federais; a edição internacional cobre seus países.',
    countryLimitReached:
      'Seu plano cobre {{limit}} país(es), já usados para: {{countries}}. Analise um deles ou mude para um plano superior para adicionar países.',
    pageBudgetExceeded:
      '“{{file}}” faz a análise ultrapassar o limite de {{limit}} páginas. Divida o documento ou envie-o em várias análises.',
    photoBudgetExceeded:
      '“{{file}}” faz a análise ultrapassar o limite de {{limit}} fotos lidas por OCR. Envie as outras fotos em outra análise.',
    imageTooLarge:
      '“{{file}}” tem mais de {{limit}} megapixels. Reduza o tamanho (o tamanho padrão de um celular serve) e envie novamente.',
    analysisQueueUnavailable:
      'Não foi possível iniciar a análise: o serviço está ocupado. Nada foi descontado da sua cota. Tente novamente em instantes.',
    modelInvalidAnswer:
      'O serviço de IA retornou uma resposta que não pudemos usar. Tente novamente em instantes.',
    analysisNotReady: 'Esta análise ainda não foi concluída. Aguarde os resultados e tente novamente.',
    noRiskSelected: 'Selecione pelo menos um risco para o relatório.',
    unknownRisk:
      'Um dos riscos selecionados não faz parte desta análise. Recarregue os resultados e selecione os riscos novamente.',
    reportFailed: 'Erro ao gerar o PDF. Tente novamente em instantes.',
    requestInProgress:
      'Esta mesma solicitação ainda está sendo processada. Aguarde alguns segundos e verifique o resultado antes de enviá-la novamente.',
    editConflict:
      'Esta análise acabou de ser alterada em outro lugar (outra aba?). Recarregue a página: suas alterações anteriores estão lá; refaça a última.',
    tooManyRisks:
      'Uma análise contém no máximo 120 riscos. Mescle ou remova constatações antes de adicionar mais.',
    unknownPhoto: 'Esta foto não faz parte da análise. Escolha uma das fotos analisadas.',
    notOwnFinding:
      'Só as suas próprias constatações podem ser excluídas. Para deixar de fora um risco proposto, desmarque-o ou mescle-o.',
    tooManyEdits: 'Alterações demais em um só envio. Salve-as em várias etapas.',
    invalidImage: 'O arquivo não é uma imagem PNG ou JPEG legível. Escolha outra imagem.',
    teamNotFound:
      'Esta conta não pertence a nenhuma equipe: os recursos de equipe do plano Empresa exigem uma.',
    alreadyMember: 'Esta pessoa já é membro da equipe.',
    invitationPending: 'Já existe um convite pendente para este endereço. Reenvie-o pela aba Convites.',
    tooManyPendingInvitations:
      'Há convites pendentes demais (no máximo {{limit}} para as contas de usuário ainda livres). Cancele alguns ou aguarde as respostas.',
    teamFull:
      'As {{seats}} contas de usuário da equipe estão todas ocupadas. O administrador da equipe pode liberar uma ou mudar para um plano superior.',
    ownerCannotBeRevoked: 'O acesso do proprietário da equipe não pode ser revogado.',
    ownerRoleFixed: 'A função do proprietário da equipe não pode ser alterada.',
    memberNotActive: 'O acesso deste membro já foi revogado.',
    invitationNotPending: 'Somente um convite pendente pode ser reenviado ou cancelado.',
    invitationNotFound: 'Este link de convite não é válido (pode ter sido substituído por um mais recente).',
    invitationExpired:
      'Este convite expirou. Entre em contato com o administrador da equipe para receber um novo convite.',
    invitationAlreadyAccepted: 'Este convite já foi aceito. Faça login para acessar a equipe.',
    invitationDeclined: 'Este convite foi recusado.',
    invitationCancelled: 'Este convite foi cancelado pelo administrador da equipe.',
    alreadyInTeam: 'Esta conta já pertence a uma equipe. Uma conta só pode fazer parte de uma equipe.',
    visitorCodeInvalid:
      'O código é inválido ou expirou (verifique o código e o endereço de e-mail para o qual ele foi enviado).',
    visitorReadOnly: 'O acesso de visitante é somente leitura: esta ação exige uma conta de equipe.',
    pagesExhausted:
      'As {{limit}} páginas do seu plano para este mês foram esgotadas ({{used}} usadas; esta análise precisa de {{needed}}). A cota é renovada no dia 1º do próximo mês.',
    cannotRevokeSelf: 'Você não pode revogar o seu próprio acesso.',
    twoFactorRequired:
      'Digite o código de 6 dígitos do seu aplicativo autenticador (ou um código de recuperação) para concluir o login.',
    invalidTwoFactorCode:
      'Este código não é válido ou já foi usado. Digite o código que o aplicativo mostra agora, ou um código de recuperação não usado.',
    twoFactorAlreadyEnabled:
      'O login em duas etapas já está ativado. Desative-o primeiro para configurá-lo novamente.',
    twoFactorNotSetUp:
      'Configure primeiro o login em duas etapas: escaneie o código QR e digite o código exibido.',
    libraryFull:
      'Limite de documentos atingido: {{count}}/{{limit}} documentos. Exclua documentos para adicionar novos.',
    pdfOnly: 'Somente arquivos PDF podem ser importados como relatórios de análise.',
    fileTypeNotAccepted:
      'Este arquivo não é de um tipo aceito (PDF, Word, texto, RTF ou foto), ou o seu conteúdo não corresponde ao nome.',
    nothingSelected: 'Selecione pelo menos um item para analisar marcando as caixas nas abas.',
    answerFailed:
      'Não foi possível produzir a resposta. Tente novamente; se o problema continuar, contate o suporte.',
    answerNotReady: 'Nenhuma análise recente para salvar: aguarde até a resposta ficar pronta.',
    accountDisabled:
      'Esta conta foi desativada pela administração da RisqueVision. Escreva ao suporte para saber o motivo.',
    userNotFound: 'Nenhuma conta tem este endereço de e-mail.',
    cannotDisableAdmin: 'Uma conta de administrador não pode ser desativada neste painel.',
    backupNotFound: 'Esta cópia de segurança não existe (pode ter expirado).',
    backupNotReady: 'Esta cópia de segurança ainda não terminou: tente novamente dentro de alguns minutos.',
    backupRunning: 'Já há uma cópia de segurança em curso: aguarde que termine.',
    internalError: 'Algo deu errado do nosso lado. Tente novamente em instantes.',
  },
} satisfies ErrorsTexts;
