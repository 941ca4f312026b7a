import type { CheckoutTexts } from './fr';

export default {
  checkout: {
    title: 'Finalice su suscripción',
    subtitle: 'Revise el plan elegido y escriba su correo electrónico para continuar al pago seguro.',
    emailLabel: 'Correo electrónico',
    continue: 'Continuar al pago',
    trialNote:
      'Los clientes nuevos tienen una prueba gratuita de {{days}} días, una por dirección de correo. Una dirección que ya tuvo una suscripción la renueva sin prueba.',
    otherPlans: 'Ver todos los planes',
    unknownTitle: 'Plan no encontrado',
    unknownBody: 'Este plan no existe. Elija uno de la lista de planes.',
    seePlans: 'Ver los planes',
    checking: 'Comprobando…',
    redirecting: 'Redirigiendo al pago…',
    redirectError: 'No se pudo redirigir al pago',
    tryAgain: 'Se produjo un error. Vuelva a intentarlo.',
    errors: {
      emailRequired: 'Correo electrónico obligatorio',
      invalidEmail: 'Introduzca una dirección de correo válida',
      countryRequired: 'Elija su país para continuar',
    },
  },
  pricing: {
    title: 'Elija su plan',
    subtitle:
      'Escriba su correo electrónico y elija un plan. Comprobamos si esta dirección ya tiene una suscripción.',
    emailLabel: 'Su correo electrónico',
    emailHelp:
      'Los clientes nuevos tienen una prueba gratuita; una suscripción vencida se renueva sin prueba.',
    trialTitle: 'Su prueba gratuita de {{days}} días empieza hoy',
    trialBody: 'Cliente nuevo: le llevamos al pago seguro para iniciar su prueba.',
    renewalTitle: 'Renueve su suscripción (sin prueba gratuita)',
    renewalBody: 'Esta dirección ya tiene una cuenta: el pago renueva su suscripción a partir de hoy.',
    signInTitle: 'Inicie sesión para renovar',
    signInBody:
      'Esta dirección ya tiene una cuenta. Inicie sesión y luego elija su plan: la renovación se aplica a esa cuenta.',
    activeTitle: 'Su suscripción está activa',
    activeBody: 'Esta dirección ya tiene una suscripción activa. Inicie sesión para continuar.',
  },
} satisfies CheckoutTexts;
