import type { Translation } from '../../fr';

const capture: Translation['capture'] = {
  enterpriseBadge: 'Empresa',
  country: 'País / jurisdição',
  durationNote: 'O processamento das imagens costuma levar de 3 a 5 minutos.',
  progress: {
    compressing: 'Comprimindo imagens…',
  },
  compression: {
    saved: 'Imagens comprimidas: {{total}} — {{saved}} economizados ({{percent}} %)',
    mobileNotice: 'Suas fotos foram reduzidas para um envio mais rápido pela rede móvel.',
    failedTitle: 'Não foi possível comprimir',
    failedBody: 'Imagens não comprimidas: {{total}}. Os arquivos originais serão enviados.',
  },
  dictation: {
    start: 'Ditar',
    stop: 'Parar o ditado',
    requesting: 'Autorizando…',
    requestingStatus: 'Solicitando acesso ao microfone…',
    listening: 'Ouvindo… Fale e depois toque em “Parar o ditado”.',
    stopped: 'Ditado interrompido.',
    unsupported: 'Seu navegador não oferece suporte ao reconhecimento de voz',
    speechTitle: 'Erro de reconhecimento de voz',
    speech: {
      network: 'Erro de rede: o reconhecimento de voz precisa de conexão com a Internet.',
      audioCapture: 'Nenhum microfone foi detectado ou ele não está captando som.',
      notAllowed: 'O acesso ao microfone foi negado. Permita-o nas configurações do navegador.',
      other: 'O reconhecimento de voz falhou ({{code}}). Tente novamente.',
    },
    microphoneTitle: 'Microfone indisponível',
    microphone: {
      denied:
        'Permissão do microfone negada. Permita o acesso ao microfone nas configurações do navegador e tente novamente.',
      notFound: 'Nenhum microfone foi encontrado neste dispositivo.',
      busy: 'O microfone já está sendo usado por outro aplicativo.',
      other: 'Não foi possível acessar o microfone.',
    },
  },
  files: {
    select: 'Selecionar {{name}}',
    selectAll: 'Selecionar tudo',
    deselectAll: 'Desmarcar tudo',
    selectedCount: '{{selected}} de {{total}} selecionados',
    downloadSelected: 'Baixar a seleção ({{total}})',
    downloadFailed: 'Não foi possível baixar os arquivos.',
  },
  clearAll: {
    button: 'Limpar tudo',
    title: 'Limpar tudo?',
    confirm:
      'Tem certeza de que deseja apagar TODOS os arquivos e dados de todas as seções? Esta ação é irreversível.',
    confirmButton: 'Limpar tudo',
    cancel: 'Cancelar',
    done: 'Os arquivos e os dados foram apagados.',
    deletedAnalyses: 'Análises salvas excluídas: {{count}}.',
    serverFailed:
      'Os arquivos e o formulário foram apagados, mas a exclusão das análises salvas falhou. Tente novamente.',
  },
};

export default capture;
