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
} satisfies MailTexts;
