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
    internalError: 'Algo deu errado do nosso lado. Tente novamente em instantes.',
  },
} satisfies ErrorsTexts;
