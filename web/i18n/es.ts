import type { Translation } from './fr';

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
  landing: {
    pitch:
      'RisqueVision analiza fotos y documentos de sus lugares de trabajo para identificar peligros, evaluar riesgos y elaborar informes profesionales de SST.',
    login: 'Iniciar sesión',
  },
  login: {
    title: 'Iniciar sesión',
    subtitle: 'Acceda a su espacio de análisis de riesgos.',
    email: 'Correo electrónico',
    emailPlaceholder: 'usted@empresa.com',
    password: 'Contraseña',
    forgotPassword: '¿Olvidó su contraseña?',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    errorTitle: 'Error de inicio de sesión',
    invalidCredentials: 'Credenciales no válidas',
    tooManyTitle: 'Demasiados intentos',
    subscriptionTitle: 'Suscripción vencida',
    subscriptionExpired: 'Su suscripción ha vencido. Suscríbase para seguir usando RisqueVision.',
    networkTitle: 'Error de conexión con el servidor',
    networkDescription: 'Compruebe su conexión a Internet y vuelva a intentarlo.',
    unexpected: 'Se produjo un error. Vuelva a intentarlo.',
  },
  guard: {
    checking: 'Verificando el acceso…',
  },
  verification: {
    title: 'Verificación del correo electrónico requerida',
    body: 'Debe verificar su dirección de correo electrónico antes de usar la aplicación.',
    sentTo: 'Abra el enlace de verificación enviado a:',
    waiting: 'Esta página se actualiza automáticamente en cuanto se verifique su dirección.',
  },
  app: {
    signedInAs: 'Sesión iniciada como',
    workspaceTitle: 'Espacio de análisis de riesgos',
    workspaceBody: 'Aquí estará su espacio de análisis de riesgos de SST.',
  },
  logoutError: {
    title: 'No se pudo cerrar la sesión',
    description: 'No se pudo contactar con el servidor. Vuelva a intentarlo en un momento.',
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
  // ── public pages (landing, pricing, legal, checkout): insert sections above this line ──
  // ── account pages (passwords, verification, setup, payment results, profile): insert sections above this line ──
} satisfies Translation;
