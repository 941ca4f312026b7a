import type { CommonTexts } from './fr';

export default {
  common: {
    brand: 'RisqueVision',
    tagline: 'Análisis de riesgos de seguridad y salud en el trabajo',
    backHome: 'Volver al inicio',
    logout: 'Cerrar sesión',
    loggingOut: 'Cerrando sesión…',
    loading: 'Cargando…',
    language: 'Idioma',
    legalNotice:
      'Los análisis se ofrecen solo con fines informativos y no sustituyen el criterio de un profesional cualificado en seguridad y salud en el trabajo.',
  },
  toast: {
    label: 'Notificación',
    region: 'Notificaciones ({hotkey})',
    close: 'Cerrar la notificación',
  },
  password: {
    show: 'Mostrar la contraseña',
    hide: 'Ocultar la contraseña',
  },
  validation: {
    invalidEmail: 'Introduzca una dirección de correo electrónico válida.',
    passwordRequired: 'Introduzca su contraseña.',
    invalid: 'Este valor no es válido.',
  },
  dialog: {
    close: 'Cerrar',
    cancel: 'Cancelar',
  },
  formErrors: {
    fillAllFields: 'Complete todos los campos.',
    passwordTooShort: 'La contraseña debe tener al menos {{min}} caracteres.',
    passwordTooLong: 'La contraseña debe tener como máximo {{max}} caracteres.',
    passwordsMismatch: 'Las contraseñas no coinciden.',
    newPasswordTooShort: 'La nueva contraseña debe tener al menos {{min}} caracteres.',
    paymentIncomplete: 'La información de pago está incompleta.',
    invitationTokenMissing: 'Falta el token de invitación.',
    visitorNameRequired: 'Introduzca su nombre completo.',
    visitorEmailRequired: 'Introduzca su dirección de correo electrónico.',
    visitorCodeRequired: 'Introduzca su código de acceso de visitante.',
    visitorCodeLength: 'El código de acceso tiene 12 caracteres.',
    network: 'Error de conexión con el servidor. Compruebe su conexión a Internet y vuelva a intentarlo.',
    unexpected: 'Se produjo un error. Vuelva a intentarlo.',
  },
  passwordFields: {
    password: 'Contraseña',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar contraseña',
    currentPassword: 'Contraseña actual',
  },
  site: {
    headerNav: 'Navegación del sitio',
    footerNav: 'Enlaces útiles',
    international: 'Internacional',
    legalNoticeTitle: 'Aviso importante',
    copyright: '© {{year}} RisqueVision. Todos los derechos reservados.',
    links: {
      conseiller: 'Asesores de SST',
      international: 'Edición internacional',
      pricing: 'Planes y precios',
      canadianRegulatory: 'Normativa canadiense',
      privacy: 'Política de privacidad',
      terms: 'Términos y condiciones',
      contact: 'Contacto',
    },
  },
  landing: {
    pitch:
      'RisqueVision analiza fotos y documentos de sus lugares de trabajo para identificar peligros, evaluar riesgos y elaborar informes profesionales de SST.',
    login: 'Iniciar sesión',
    openApp: 'Mi espacio',
  },
  errorPage: {
    title: 'Se produjo un error',
    body: 'No se pudo cargar la página. Vuelva a cargarla para intentarlo de nuevo.',
    reload: 'Volver a cargar la página',
  },
  notFound: {
    code: 'Error 404',
    title: 'Página no encontrada',
    body: 'Esta página no existe o todavía no está disponible.',
  },
  app: {
    signedInAs: 'Sesión iniciada como',
    profile: 'Perfil',
  },
  guard: {
    checking: 'Verificando el acceso…',
  },
  logoutError: {
    title: 'No se pudo cerrar la sesión',
    description: 'No se pudo contactar con el servidor. Vuelva a intentarlo en un momento.',
  },
} satisfies CommonTexts;
