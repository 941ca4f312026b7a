import type { MailTexts } from './fr';

export default {
  /** Account e-mails: subject, one-line intro, button label, validity note, what to do if unexpected. */
  verificationMail: {
    subject: 'Confirme su dirección de correo electrónico — RisqueVision',
    intro:
      'Bienvenido a RisqueVision. Confirme su dirección de correo electrónico para acceder a su espacio de análisis de riesgos.',
    action: 'Confirmar mi dirección',
    validity: 'Este enlace es válido durante 24 horas y solo puede usarse una vez.',
    ignore: 'Si no ha creado una cuenta, ignore este mensaje.',
  },
  resetPasswordMail: {
    subject: 'Restablezca su contraseña — RisqueVision',
    intro: 'Ha solicitado restablecer la contraseña de su cuenta de RisqueVision.',
    action: 'Elegir una nueva contraseña',
    validity: 'Este enlace es válido durante 1 hora y solo puede usarse una vez.',
    ignore: 'Si no lo solicitó, ignore este mensaje: su contraseña no cambia.',
  },
  passwordChangedMail: {
    subject: 'Se cambió su contraseña — RisqueVision',
    intro:
      'La contraseña de su cuenta de RisqueVision acaba de cambiarse. Se cerraron sus sesiones en los demás dispositivos.',
    action: 'Revisar la seguridad de mi cuenta',
    validity: 'Si fue usted, no tiene que hacer nada.',
    ignore:
      'Si no fue usted, restablezca su contraseña ahora con «¿Olvidó su contraseña?» y contacte con el soporte.',
  },
  twoFactorEnabledMail: {
    subject: 'Inicio de sesión en dos pasos activado — RisqueVision',
    intro:
      'El inicio de sesión en dos pasos está activado en su cuenta de RisqueVision: cada inicio de sesión pedirá un código de su aplicación de autenticación.',
    action: 'Revisar la seguridad de mi cuenta',
    validity:
      'Guarde sus códigos de recuperación en un lugar seguro: cada uno permite iniciar sesión una vez si ya no tiene su teléfono.',
    ignore: 'Si no fue usted, cambie su contraseña ahora y contacte con el soporte.',
  },
  twoFactorDisabledMail: {
    subject: 'Inicio de sesión en dos pasos desactivado — RisqueVision',
    intro:
      'Se desactivó el inicio de sesión en dos pasos en su cuenta de RisqueVision: su contraseña vuelve a bastar para iniciar sesión.',
    action: 'Revisar la seguridad de mi cuenta',
    validity:
      'Si fue usted, no tiene que hacer nada. Puede volver a activarlo en cualquier momento desde su perfil.',
    ignore:
      'Si no fue usted, cambie su contraseña ahora, vuelva a activar el inicio de sesión en dos pasos y contacte con el soporte.',
  },
  /** The e-mail that carries a PDF report: {{area}} the work area, {{sender}} the adviser, {{count}} the risks. */
  reportMail: {
    subject: 'Informe de análisis de riesgos de SST — {{area}}',
    intro:
      'Adjunto encontrará el informe de análisis de riesgos de seguridad y salud en el trabajo de «{{area}}», enviado por {{sender}}.',
    risks: 'Riesgos incluidos en el informe: {{count}}.',
    notice:
      'Este informe es solo informativo y no sustituye el consejo de un profesional cualificado. Para cualquier pregunta, responda a este correo.',
  },
  actionReminderMail: {
    subjectBefore: 'Recordatorio: acción correctiva para el {{date}} — {{area}}',
    subjectOverdue: 'Atrasada: acción correctiva prevista para el {{date}} — {{area}}',
    greeting: 'Hola, {{name}}:',
    intro: '{{adviser}} le asignó una acción correctiva tras el análisis de riesgos «{{area}}».',
    action: 'Acción: {{title}}',
    risk: 'Riesgo tratado: {{risk}} (nivel {{level}})',
    due: 'Fecha límite: {{date}}',
    before:
      'La fecha límite se acerca. Cuando la acción esté realizada, avise a {{adviser}} (con una foto tomada después de la corrección).',
    overdue: 'La fecha límite ya pasó. Hable con {{adviser}}: realice la acción o acuerden una nueva fecha.',
    footer: 'Para cualquier pregunta, responda a este correo: la respuesta llegará a {{adviser}}.',
  },
  teamInvitationMail: {
    subject: '{{inviter}} le invita al equipo {{team}} — RisqueVision',
    intro:
      '{{inviter}} ({{inviterEmail}}) le invita a unirse al equipo {{team}} en RisqueVision, la plataforma de análisis de riesgos de seguridad y salud en el trabajo, como {{role}}.',
    action: 'Ver la invitación',
    validity: 'Esta invitación es válida hasta el {{date}} (7 días) y solo puede usarse una vez.',
    ignore: 'Si no la esperaba, ignore este mensaje: no ocurrirá nada sin su respuesta.',
    roles: {
      admin: 'administrador',
      member: 'miembro',
    },
  },
  visitorCodeMail: {
    subject: 'Su acceso de visitante al equipo {{team}} — RisqueVision',
    intro: '{{inviter}} le da acceso de solo lectura a los informes del equipo {{team}} en RisqueVision.',
    codeLabel: 'Su código de acceso',
    action: 'Abrir los informes del equipo',
    validity: 'El código es válido hasta el {{date}} y es solo para usted: no lo comparta.',
    ignore: 'Si no lo esperaba, ignore este mensaje.',
  },
} satisfies MailTexts;
