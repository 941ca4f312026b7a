import type { ErrorsTexts } from './fr';

export default {
  /** API error messages by stable error code (the `code` of every error body). */
  errors: {
    validationFailed: 'Faltan campos o no son válidos. Revise el formulario y vuelva a intentarlo.',
    invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
    unsupportedMediaType: 'Envíe la solicitud en formato JSON (Content-Type: application/json).',
    invalidCredentials: 'Correo electrónico o contraseña no válidos.',
    tooManyAttempts: 'Demasiados intentos fallidos. Espere 15 minutos o restablezca su contraseña.',
    unauthenticated: 'Inicie sesión para continuar.',
    emailNotVerified: 'Verifique su dirección de correo electrónico antes de usar la aplicación.',
    subscriptionRequired: 'Su suscripción ha vencido. Suscríbase para seguir usando RisqueVision.',
    forbidden: 'No tiene acceso a este recurso.',
    badOrigin: 'Esta solicitud no proviene de la aplicación RisqueVision.',
    directAccessRefused:
      'Solo se puede acceder a la API a través de la dirección del sitio web de RisqueVision.',
    notFound: 'No encontrado.',
    routeNotFound: 'Esta ruta de la API no existe.',
    methodNotAllowed: 'Este método no está permitido en esta ruta.',
    payloadTooLarge: 'La solicitud es demasiado grande.',
    accountExists: 'Ya existe una cuenta con esta dirección de correo electrónico. Inicie sesión.',
    paymentIncomplete: 'Este pago aún no se ha completado. Finalice el pago y luego cree su cuenta.',
    sessionNotFound:
      'No encontramos esta sesión de pago. Vuelva a empezar desde la página de planes o contacte con soporte.',
    sessionEmailMismatch: 'Utilice la dirección de correo electrónico con la que pagó.',
    checkoutOtherBrowser:
      'Termine de crear su cuenta en el navegador con el que pagó, o vuelva a empezar desde la página de planes.',
    signInToRenew: 'Esta dirección ya tiene una cuenta. Inicie sesión y luego elija su plan para renovarlo.',
    subscriptionAlreadyActive:
      'Esta cuenta ya tiene una suscripción activa. Gestiónela desde su perfil o contacte con soporte.',
    invalidToken: 'Este enlace no es válido o ha caducado. Solicite uno nuevo.',
    alreadyVerified: 'Su dirección de correo electrónico ya está verificada.',
    wrongCurrentPassword: 'Su contraseña actual no es correcta.',
    passwordAlreadySet: 'Esta cuenta ya tiene una contraseña. Inicie sesión o use «¿Olvidó su contraseña?».',
    tooManyRequests: 'Demasiadas solicitudes. Espere unos minutos y vuelva a intentarlo.',
    noSubscription: 'Esta cuenta no tiene ninguna suscripción.',
    paymentProviderError: 'El servicio de pago no respondió. Vuelva a intentarlo en un momento.',
    invalidSignature: 'La firma del webhook no es válida.',
    mailFailed: 'No se pudo enviar el correo electrónico. Vuelva a intentarlo.',
    reportMailDailyLimit:
      'Ha alcanzado el límite diario de envíos de informes por correo para esta cuenta. Descargue el PDF y adjúntelo a su propio correo, o vuelva a enviarlo mañana.',
    quotaExceeded:
      'CUOTA SUPERADA: se ha agotado la cuota de análisis de su plan. Espere al próximo período, cambie a un plan superior o contacte con soporte.',
    uploadMissing: 'No se recibió uno de los archivos. Vuelva a subirlo y luego inicie el análisis.',
    fileMismatch:
      'El contenido de un archivo no coincide con su tipo (por ejemplo, un archivo de texto renombrado como .pdf). Envíe el archivo original.',
    analysisFailed:
      'No se pudo completar el análisis. Vuelva a intentarlo; si vuelve a fallar, envíe menos archivos o archivos más pequeños.',
    editionNotIncluded:
      'Su plan no incluye esta edición. Inicie el análisis desde la pantalla de su plan o cambie de plan.',
    unknownJurisdiction:
      'No se conoce ninguna normativa para esta jurisdicción aquí: las páginas canadienses admiten el código de una provincia o territorio (QC, ON…) o FEDERAL, y la edición internacional el código de un país (US, FR…).',
    jurisdictionNotOffered:
      'Esta jurisdicción no se puede elegir aquí: las pantallas canadienses cubren las provincias, los territorios y las normas federales; la edición internacional cubre sus países.',
    countryLimitReached:
      'Su plan cubre {{limit}} país(es), ya utilizados para: {{countries}}. Analice uno de ellos o cambie a un plan superior para añadir países.',
    pageBudgetExceeded:
      '«{{file}}» hace que el análisis supere su límite de {{limit}} páginas. Divida el documento o envíelo en varios análisis.',
    photoBudgetExceeded:
      '«{{file}}» hace que el análisis supere su límite de {{limit}} fotos leídas por OCR. Envíe las demás fotos en otro análisis.',
    imageTooLarge:
      '«{{file}}» supera los {{limit}} megapíxeles. Reduzca su tamaño (el tamaño estándar de un teléfono sirve) y vuelva a subirla.',
    analysisQueueUnavailable:
      'No se pudo iniciar el análisis: el servicio está ocupado. No se descontó nada de su cuota. Vuelva a intentarlo en un momento.',
    modelInvalidAnswer:
      'El servicio de IA devolvió una respuesta que no pudimos utilizar. Vuelva a intentarlo en un momento.',
    analysisNotReady: 'Este análisis aún no ha terminado. Espere los resultados y vuelva a intentarlo.',
    noRiskSelected: 'Seleccione al menos un riesgo para el informe.',
    unknownRisk:
      'Uno de los riesgos seleccionados no forma parte de este análisis. Vuelva a cargar los resultados y seleccione de nuevo los riesgos.',
    reportFailed: 'Error al generar el PDF. Vuelva a intentarlo en un momento.',
    requestInProgress:
      'Esta misma solicitud aún se está procesando. Espere unos segundos y compruebe el resultado antes de enviarla de nuevo.',
    editConflict:
      'Este análisis acaba de modificarse en otro lugar (¿otra pestaña?). Recargue la página: sus cambios anteriores están ahí; repita el último.',
    tooManyRisks:
      'Un análisis contiene como máximo 120 riesgos. Fusione o elimine hallazgos antes de añadir más.',
    unknownPhoto: 'Esta foto no forma parte del análisis. Elija una de las fotos analizadas.',
    notOwnFinding:
      'Solo se pueden eliminar sus propios hallazgos. Para descartar un riesgo propuesto, desmárquelo o fusiónelo.',
    tooManyEdits: 'Demasiados cambios en un solo envío. Guárdelos en varias veces.',
    invalidImage: 'El archivo no es una imagen PNG o JPEG legible. Elija otra imagen.',
    teamNotFound:
      'Esta cuenta no pertenece a ningún equipo: las funciones de equipo del plan Empresa lo requieren.',
    alreadyMember: 'Esta persona ya es miembro del equipo.',
    invitationPending:
      'Ya hay una invitación pendiente para esta dirección. Reenvíela desde la pestaña Invitaciones.',
    tooManyPendingInvitations:
      'Hay demasiadas invitaciones pendientes ({{limit}} como máximo para las cuentas de usuario aún libres). Cancele algunas o espere las respuestas.',
    teamFull:
      'Las {{seats}} cuentas de usuario del equipo están todas ocupadas. El administrador del equipo puede liberar una o cambiar a un plan superior.',
    ownerCannotBeRevoked: 'No se puede revocar el acceso del propietario del equipo.',
    ownerRoleFixed: 'No se puede cambiar el rol del propietario del equipo.',
    memberNotActive: 'El acceso de este miembro ya fue revocado.',
    invitationNotPending: 'Solo se puede reenviar o cancelar una invitación pendiente.',
    invitationNotFound:
      'Este enlace de invitación no es válido (puede que se haya sustituido por uno más reciente).',
    invitationExpired:
      'Esta invitación ha caducado. Póngase en contacto con el administrador del equipo para recibir una nueva invitación.',
    invitationAlreadyAccepted: 'Esta invitación ya fue aceptada. Inicie sesión para acceder al equipo.',
    invitationDeclined: 'Esta invitación fue rechazada.',
    invitationCancelled: 'El administrador del equipo canceló esta invitación.',
    alreadyInTeam: 'Esta cuenta ya pertenece a un equipo. Una cuenta solo puede pertenecer a un equipo.',
    visitorCodeInvalid:
      'El código no es válido o ha caducado (compruebe el código y la dirección de correo electrónico a la que se envió).',
    visitorReadOnly: 'El acceso de visitante es de solo lectura: esta acción requiere una cuenta de equipo.',
    pagesExhausted:
      'Se han agotado las {{limit}} páginas de su plan para este mes ({{used}} utilizadas; este análisis necesita {{needed}}). El cupo se renueva el día 1 del mes próximo.',
    cannotRevokeSelf: 'No puede revocar su propio acceso.',
    twoFactorRequired:
      'Introduzca el código de 6 dígitos de su aplicación de autenticación (o un código de recuperación) para terminar de iniciar sesión.',
    invalidTwoFactorCode:
      'Este código no es válido o ya se usó. Introduzca el código que muestra ahora su aplicación, o un código de recuperación sin usar.',
    twoFactorAlreadyEnabled:
      'El inicio de sesión en dos pasos ya está activado. Desactívelo primero para configurarlo de nuevo.',
    twoFactorNotSetUp:
      'Configure primero el inicio de sesión en dos pasos: escanee el código QR e introduzca el código que aparece.',
    libraryFull:
      'Límite de documentos alcanzado: {{count}}/{{limit}} documentos. Elimine documentos para añadir otros nuevos.',
    pdfOnly: 'Solo se pueden importar archivos PDF como informes de análisis.',
    fileTypeNotAccepted:
      'Este archivo no es de un tipo aceptado (PDF, Word, texto, RTF o foto), o su contenido no corresponde a su nombre.',
    nothingSelected: 'Seleccione al menos un elemento para analizar marcando las casillas de las pestañas.',
    answerFailed:
      'No se pudo generar la respuesta. Inténtelo de nuevo; si el problema persiste, contacte con el soporte.',
    answerNotReady: 'No hay ningún análisis reciente que guardar: espere a que la respuesta esté lista.',
    accountDisabled:
      'La administración de RisqueVision ha desactivado esta cuenta. Escriba al soporte para saber el motivo.',
    userNotFound: 'Ninguna cuenta tiene esta dirección de correo electrónico.',
    cannotDisableAdmin: 'Una cuenta de administrador no puede desactivarse desde este panel.',
    backupNotFound: 'Esta copia de seguridad no existe (puede haber caducado).',
    backupNotReady: 'Esta copia de seguridad no ha terminado: vuelva a intentarlo en unos minutos.',
    backupRunning: 'Ya hay una copia de seguridad en curso: espere a que termine.',
    internalError: 'Algo salió mal por nuestra parte. Vuelva a intentarlo en un momento.',
  },
} satisfies ErrorsTexts;
