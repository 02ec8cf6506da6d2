// The privacy page's text (Ley 25.326, art. 6), built from the agency's settings: who is responsible, what is
// collected, why, for how long, and how to ask for access, correction or deletion. Spanish and English.
import type { Locale } from "../i18n/locale.ts";

export interface PrivacyAgency {
  name: string;
  address: string;
  email: string;
  phone: string;
  retentionMonths: number;
}

export interface PrivacyNotice {
  title: string;
  description: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

export function privacyNotice(a: PrivacyAgency, locale: Locale): PrivacyNotice {
  if (locale === "en") {
    return {
      title: `Privacy | ${a.name}`,
      description: `How ${a.name} handles the details you send with an enquiry.`,
      sections: [
        {
          heading: "Who is responsible",
          paragraphs: [`${a.name}, ${a.address}. E-mail: ${a.email}. Phone: ${a.phone}.`],
        },
        {
          heading: "What we collect",
          paragraphs: [
            "When you send an enquiry about a property: your name, e-mail, phone, your message, the property, the dates of a stay you chose, the page's language and the page you wrote from.",
          ],
        },
        {
          heading: "Why",
          paragraphs: [
            "Only to answer your enquiry and follow it up. Your details are seen by our staff, are not sold and are not shared with third parties. Giving them is optional, but without them we cannot answer you.",
          ],
        },
        {
          heading: "For how long",
          paragraphs: [
            `We keep them for ${a.retentionMonths} months; after that your name, contact details and message are deleted automatically.`,
          ],
        },
        {
          heading: "Your rights",
          paragraphs: [
            `You can ask to see, correct or delete your details at any time, free of charge, by writing to ${a.email}. We answer access requests within 10 days and corrections or deletions within 5 working days (Argentine Law 25,326).`,
            "The Agencia de Acceso a la Información Pública, the authority for Law 25,326, handles complaints about breaches of the rules on personal data.",
          ],
        },
      ],
    };
  }
  return {
    title: `Privacidad | ${a.name}`,
    description: `Qué hace ${a.name} con los datos que nos enviás en una consulta.`,
    sections: [
      {
        heading: "Quién es responsable",
        paragraphs: [`${a.name}, ${a.address}. Email: ${a.email}. Teléfono: ${a.phone}.`],
      },
      {
        heading: "Qué datos recolectamos",
        paragraphs: [
          "Cuando enviás una consulta por una propiedad: tu nombre, email, teléfono, tu mensaje, la propiedad, las fechas de estadía que elegiste, el idioma de la página y la página desde la que escribiste.",
        ],
      },
      {
        heading: "Para qué",
        paragraphs: [
          "Solo para responder tu consulta y hacerle el seguimiento. Los ve nuestro personal; no los vendemos ni los cedemos a terceros. Darlos es voluntario, pero sin ellos no podemos responderte.",
        ],
      },
      {
        heading: "Por cuánto tiempo",
        paragraphs: [
          `Los guardamos ${a.retentionMonths} meses; pasado ese plazo, tu nombre, tus datos de contacto y tu mensaje se borran automáticamente.`,
        ],
      },
      {
        heading: "Tus derechos",
        paragraphs: [
          `Podés pedir ver, corregir o borrar tus datos en cualquier momento y sin costo escribiendo a ${a.email}. Respondemos los pedidos de acceso en 10 días corridos y los de corrección o supresión en 5 días hábiles (Ley 25.326).`,
          "La Agencia de Acceso a la Información Pública, órgano de control de la Ley 25.326, atiende las denuncias y reclamos por incumplimiento de las normas sobre protección de datos personales.",
        ],
      },
    ],
  };
}
