import type { Translation } from '../../fr';

const capture: Translation['capture'] = {
  enterpriseBadge: 'Empresa',
  country: 'País / jurisdicción',
  durationNote: 'El procesamiento de las imágenes suele tardar de 3 a 5 minutos.',
  progress: {
    compressing: 'Comprimiendo imágenes…',
  },
  compression: {
    saved: 'Imágenes comprimidas: {{total}} — {{saved}} ahorrados ({{percent}} %)',
    mobileNotice: 'Sus fotos se han aligerado para enviarlas más rápido por la red móvil.',
    failedTitle: 'No se pudo comprimir',
    failedBody: 'Imágenes sin comprimir: {{total}}. Se enviarán los archivos originales.',
  },
  dictation: {
    start: 'Dictar',
    stop: 'Detener el dictado',
    requesting: 'Autorizando…',
    requestingStatus: 'Solicitando acceso al micrófono…',
    listening: 'Escuchando… Hable y luego pulse «Detener el dictado».',
    stopped: 'Dictado detenido.',
    unsupported: 'Su navegador no admite el reconocimiento de voz',
    speechTitle: 'Error de reconocimiento de voz',
    speech: {
      network: 'Error de red: el reconocimiento de voz necesita conexión a Internet.',
      audioCapture: 'No se detectó ningún micrófono o no capta el sonido.',
      notAllowed: 'Se denegó el acceso al micrófono. Permítalo en la configuración del navegador.',
      other: 'El reconocimiento de voz falló ({{code}}). Inténtelo de nuevo.',
    },
    microphoneTitle: 'Micrófono no disponible',
    microphone: {
      denied:
        'Permiso del micrófono denegado. Permita el acceso al micrófono en la configuración del navegador y vuelva a intentarlo.',
      notFound: 'No se encontró ningún micrófono en este dispositivo.',
      busy: 'Otra aplicación ya está usando el micrófono.',
      other: 'No se puede acceder al micrófono.',
    },
  },
  files: {
    select: 'Seleccionar {{name}}',
    selectAll: 'Seleccionar todo',
    deselectAll: 'Deseleccionar todo',
    selectedCount: '{{selected}} de {{total}} seleccionados',
    downloadSelected: 'Descargar la selección ({{total}})',
    downloadFailed: 'No se pudieron descargar los archivos.',
  },
  clearAll: {
    button: 'Borrar todo',
    title: '¿Borrar todo?',
    confirm:
      '¿Está seguro de que desea borrar TODOS los archivos y datos de todas las secciones? Esta acción es irreversible.',
    confirmButton: 'Borrar todo',
    cancel: 'Cancelar',
    done: 'Se han borrado los archivos y los datos.',
    deletedAnalyses: 'Análisis guardados eliminados: {{count}}.',
    serverFailed:
      'Se borraron los archivos y el formulario, pero no se pudieron eliminar los análisis guardados. Inténtelo de nuevo.',
  },
};

export default capture;
