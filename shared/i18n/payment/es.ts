import type { PaymentTexts } from './fr';

export default {
  /** The local payment pages (the stand-in for the provider's hosted pages when no key is configured). */
  paymentPage: {
    banner: 'Pago local de prueba: no se cobra ninguna tarjeta.',
    title: 'Pago seguro',
    plan: 'Plan',
    price: 'Precio',
    perMonth: 'al mes',
    perYear: 'al año',
    trial: '{{days}} días gratis y después {{price}}.',
    noTrial: 'Sin prueba gratuita: el primer pago se cobra hoy.',
    pay: 'Pagar',
    cancel: 'Cancelar y volver',
    closed: 'Esta sesión de pago ya no está abierta.',
    portal: 'Gestionar la suscripción',
    firstCharge: 'Primer cobro',
    periodEnd: 'Fin del periodo',
    endsAt: 'termina al final del periodo',
    cancelAtEnd: 'Cancelar al final del periodo',
    resume: 'Reanudar la suscripción',
    back: 'Volver a RisqueVision',
    status: 'Estado',
    statuses: {
      trialing: 'Prueba gratuita de {{days}} días',
      active: 'Activa',
      canceled: 'Cancelada',
      past_due: 'Pago atrasado',
      incomplete: 'Pago incompleto',
      incomplete_expired: 'Pago caducado',
      unpaid: 'Impagada',
      paused: 'En pausa',
    },
  },
} satisfies PaymentTexts;
