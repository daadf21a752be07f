// E-mail text in fr-CA: every key (a missing one would fall back to en_CA, then en_US).
import type { EmailCatalog } from './en_US.js';

export const fr_CA: EmailCatalog = {
  layout: {
    greeting: 'Bonjour {{firstName}},',
    linkFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur\u00a0:',
    signOff: 'L’équipe Pawport',
    footer: 'Ce message automatique vous est envoyé par Pawport. Les réponses à cette adresse ne sont pas lues.',
  },
  welcome: {
    subject: 'Bienvenue sur Pawport\u00a0: veuillez confirmer votre adresse courriel',
    body: 'Merci d’avoir créé votre compte Pawport. Vous pourrez y obtenir les permis de vos animaux, les renouveler et conserver leurs dossiers au même endroit.',
    actionIntro: 'Veuillez confirmer que cette adresse courriel est bien la vôtre\u00a0:',
    actionLabel: 'Confirmer mon adresse courriel',
    closing: 'Si vous n’avez pas créé de compte Pawport, vous pouvez ignorer ce courriel.',
  },
  accessCode: {
    subject: 'Votre code d’accès Pawport',
    body: 'Voici votre code d’accès pour terminer votre inscription\u00a0:',
    actionIntro: 'Entrez-le sur la page d’inscription ou ouvrez ce lien\u00a0:',
    actionLabel: 'Terminer mon inscription',
    closing: 'Ne communiquez ce code à personne. Si vous ne l’avez pas demandé, vous pouvez ignorer ce courriel.',
  },
  passwordReset: {
    subject: 'Réinitialisez votre mot de passe Pawport',
    body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Pawport.',
    actionIntro: 'Pour choisir un nouveau mot de passe, ouvrez ce lien d’ici {{minutes}}\u00a0minutes\u00a0:',
    actionLabel: 'Réinitialiser mon mot de passe',
    expired: 'Si le lien est expiré, vous pouvez en demander un nouveau à partir de la page de connexion.',
    notYou:
      'Si vous n’avez pas demandé à réinitialiser votre mot de passe, ignorez ce courriel\u00a0: votre mot de passe reste le même.',
  },
  rabiesProofRejected: {
    subject: 'Votre preuve de vaccination contre la rage n’a pas été acceptée',
    rejected:
      'Notre personnel n’a pas pu accepter la preuve de vaccination contre la rage que vous avez téléversée pour {{pet}}.',
    reason: 'Motif\u00a0: {{reason}}',
    again:
      'Veuillez téléverser une nouvelle preuve\u00a0: une photo ou un PDF lisible du certificat de vaccination signé par votre vétérinaire.',
    checked: 'Une fois la preuve téléversée, notre personnel la vérifiera, {{checkTime}}.',
    actionIntro: 'Téléversez une nouvelle preuve\u00a0:',
    actionLabel: 'Ouvrir la fiche de mon animal',
    ILLEGIBLE: 'le document est illisible',
    WRONG_PET: 'le document concerne un autre animal',
    EXPIRED: 'la vaccination est expirée',
    NOT_RABIES: 'le document n’est pas un certificat de vaccination contre la rage',
    MISSING_VET_SIGNATURE: 'il manque la signature du vétérinaire',
  },
  rabiesProofAccepted: {
    subject:
      'Votre preuve de vaccination contre la rage a été acceptée — le permis de {{pet}} est actif jusqu’au {{date}}',
    subjectNoLicense: 'La preuve de vaccination contre la rage de {{pet}} a été acceptée',
    accepted:
      'Notre personnel a vérifié et accepté la preuve de vaccination contre la rage que vous avez téléversée pour {{pet}}. Elle est valide jusqu’au {{expires}}.',
    active: 'Le permis {{number}} de {{pet}} est maintenant actif jusqu’au {{date}}.',
    actionIntro: 'Le permis de {{pet}} et son certificat sont dans Mes animaux\u00a0:',
    actionIntroNoLicense: '{{pet}} est dans Mes animaux\u00a0:',
    actionLabel: 'Ouvrir Mes animaux',
  },
  proofCheck: {
    checkTime_one: 'habituellement en {{count}}\u00a0jour ouvrable',
    checkTime_other: 'habituellement en {{count}}\u00a0jours ouvrables',
  },
  orderRefunded: {
    subject: 'Nous avons remboursé {{amount}} sur votre {{card}} se terminant par {{last4}}',
    subjectNoCard: 'Nous avons remboursé {{amount}} pour votre commande {{reference}}',
    refunded:
      'Nous avons remboursé {{amount}} sur votre {{card}} se terminant par {{last4}} pour votre commande {{reference}}.',
    brandCard: 'carte {{brand}}',
    card: 'carte',
    refundedNoCard:
      'Nous avons remboursé {{amount}} pour votre commande {{reference}} sur la carte utilisée pour la payer.',
    soFar: 'Au total, {{refunded}} des {{total}} payés vous ont été remboursés.',
    revokedOne: 'Comme toute la commande est remboursée, le permis acheté avec elle est révoqué\u00a0: {{licenses}}.',
    revokedOther:
      'Comme toute la commande est remboursée, les permis achetés avec elle sont révoqués\u00a0: {{licenses}}.',
    bank: 'Votre banque affiche habituellement le remboursement d’ici 5 à 10\u00a0jours ouvrables.',
    testMode:
      'Mode test\u00a0: aucun argent n’est prélevé. Aucune carte n’a été débitée pour cette commande, donc aucun argent n’y est remboursé.',
    actionIntro: 'Consultez la commande dans votre compte\u00a0:',
    actionLabel: 'Voir ma commande',
  },
  renewalFailed: {
    subject: 'Votre forfait de traceur intelligent n’a pas pu être renouvelé',
    failed:
      'Nous n’avons pas pu débiter {{amount}} de votre carte enregistrée pour renouveler le forfait de traceur intelligent de {{pet}} ({{plan}}).',
    retry: 'Nous réessaierons le {{date}}.',
    stopped: 'Après plusieurs essais, le forfait est arrêté. Mettez votre carte à jour pour le reprendre.',
    actionIntro: 'Vérifiez ou remplacez votre carte\u00a0:',
    actionLabel: 'Mettre ma carte à jour',
  },
  orderReceipt: {
    subject: 'Le reçu de votre commande Pawport',
    thanks: 'Merci pour votre commande {{reference}} du {{when}}.',
    subtotal: 'Sous-total : {{amount}}',
    tax: 'Taxes : {{amount}}',
    total: 'Total payé : {{amount}}',
    paidWith: 'Payé avec {{card}}.',
    nothingCharged: 'Rien n’a été facturé\u00a0: le total de cette commande est de 0,00\u00a0$.',
    testMode: 'Mode test\u00a0: aucun argent n’est prélevé. Aucune carte n’a été débitée pour cette commande.',
    actionIntro: 'Votre reçu est aussi dans votre compte :',
    actionLabel: 'Voir mon reçu',
  },
  passwordChanged: {
    subject: 'Le mot de passe de votre compte Pawport a été changé',
    changedOn: 'Le mot de passe de votre compte Pawport a été changé le {{when}}.',
    ifYou: 'Si vous êtes à l’origine de ce changement, vous n’avez rien d’autre à faire.',
    actionIntro: 'Sinon, une autre personne connaît peut-être votre mot de passe. Réinitialisez-le sans tarder\u00a0:',
    actionLabel: 'Réinitialiser mon mot de passe',
  },
  secondFactorOn: {
    subject: 'La connexion en deux étapes est activée pour votre compte Pawport',
    changedOn:
      'Le {{when}}, une application d’authentification a été configurée pour votre compte Pawport. Dorénavant, un code de cette application vous sera demandé à chaque connexion.',
    ifYou:
      'Si c’est vous qui l’avez configurée, vous n’avez rien d’autre à faire. Conservez vos codes de récupération en lieu sûr.',
    actionIntro: 'Sinon, une autre personne connaît peut-être votre mot de passe. Réinitialisez-le sans tarder\u00a0:',
    actionLabel: 'Réinitialiser mon mot de passe',
  },
  secondFactorOff: {
    subject: 'La connexion en deux étapes a été désactivée pour votre compte Pawport',
    changedOn:
      'Le {{when}}, la connexion en deux étapes a été désactivée pour votre compte Pawport\u00a0: son application d’authentification, ses clés d’accès et ses codes de récupération ont été supprimés et ne fonctionnent plus. Seul votre mot de passe vous est maintenant demandé pour vous connecter.',
    ifYou: 'Si c’est vous qui l’avez désactivée, vous n’avez rien d’autre à faire.',
    actionIntro: 'Sinon, une autre personne connaît peut-être votre mot de passe. Réinitialisez-le sans tarder\u00a0:',
    actionLabel: 'Réinitialiser mon mot de passe',
  },
  secondFactorReset: {
    subject: 'La connexion en deux étapes de votre compte Pawport a été réinitialisée',
    changedOn:
      'Le {{when}}, l’exploitant du site, {{operator}}, a réinitialisé la connexion en deux étapes de votre compte Pawport, comme vous l’avez demandé\u00a0: son application d’authentification, ses clés d’accès et ses codes de récupération ont été supprimés, et toutes vos sessions ont été fermées.',
    nextLogIn:
      'À votre prochaine connexion, vous configurerez de nouveau une clé d’accès ou une application d’authentification avant d’accéder à la console du personnel.',
    actionIntro:
      'Si vous ne l’avez pas demandé, communiquez sans tarder avec l’exploitant du site et réinitialisez votre mot de passe\u00a0:',
    actionLabel: 'Réinitialiser mon mot de passe',
  },
  recoveryCodesNew: {
    subject: 'Nouveaux codes de récupération pour votre compte Pawport',
    changedOn:
      'Le {{when}}, de nouveaux codes de récupération ont été créés pour votre compte Pawport. Les anciens ne fonctionnent plus.',
    ifYou:
      'Si c’est vous qui les avez demandés, vous n’avez rien d’autre à faire. Conservez les nouveaux codes en lieu sûr.',
    actionIntro: 'Sinon, une autre personne connaît peut-être votre mot de passe. Réinitialisez-le sans tarder\u00a0:',
    actionLabel: 'Réinitialiser mon mot de passe',
  },
  secondFactorFailures: {
    subject: 'Quelqu’un a tenté de se connecter à votre compte Pawport avec votre mot de passe',
    failedOn:
      'Le {{when}}, une personne a saisi le bon mot de passe de votre compte Pawport, puis a échoué {{count}}\u00a0fois à la deuxième étape de la connexion. Pour l’instant, chaque nouvel essai doit attendre quelques minutes.',
    ifYou:
      'Si c’était vous, vous n’avez rien d’autre à faire\u00a0: attendez quelques minutes, puis connectez-vous de nouveau.',
    actionIntro: 'Sinon, une autre personne connaît votre mot de passe. Réinitialisez-le sans tarder\u00a0:',
    actionLabel: 'Réinitialiser mon mot de passe',
  },
  passkeyAdded: {
    subject: 'Une clé d’accès a été ajoutée à votre compte Pawport',
    changedOn:
      'Le {{when}}, une clé d’accès nommée «\u00a0{{nickname}}\u00a0» a été ajoutée à votre compte Pawport. Elle peut maintenant servir de deuxième étape lorsque vous vous connectez.',
    ifYou: 'Si c’est vous qui l’avez ajoutée, vous n’avez rien d’autre à faire.',
    actionIntro: 'Sinon, une autre personne connaît peut-être votre mot de passe. Réinitialisez-le sans tarder\u00a0:',
    actionLabel: 'Réinitialiser mon mot de passe',
  },
  passkeyRemoved: {
    subject: 'Une clé d’accès a été supprimée de votre compte Pawport',
    changedOn:
      'Le {{when}}, la clé d’accès nommée «\u00a0{{nickname}}\u00a0» a été supprimée de votre compte Pawport. Elle ne permet plus de vous connecter.',
    ifYou: 'Si c’est vous qui l’avez supprimée, vous n’avez rien d’autre à faire.',
    actionIntro: 'Sinon, une autre personne connaît peut-être votre mot de passe. Réinitialisez-le sans tarder\u00a0:',
    actionLabel: 'Réinitialiser mon mot de passe',
  },
  emailChangeVerify: {
    subject: 'Confirmez votre nouvelle adresse courriel Pawport',
    body: 'Vous avez demandé à vous connecter désormais à votre compte Pawport avec cette adresse courriel.',
    actionIntro:
      'Pour confirmer que cette adresse est bien la vôtre, ouvrez ce lien d’ici {{hours}}\u00a0heures\u00a0:',
    actionLabel: 'Confirmer ma nouvelle adresse courriel',
    until: 'Tant que vous ne l’avez pas confirmée, vous continuez à vous connecter avec {{oldEmail}}.',
    notYou: 'Si vous n’avez rien demandé, ignorez ce courriel\u00a0: rien ne change.',
  },
  emailChangeNotice: {
    subject: 'L’adresse courriel de votre compte Pawport est en cours de modification',
    requested:
      'Le {{when}}, quelqu’un a demandé de remplacer l’adresse courriel de votre compte Pawport par {{newEmail}}.',
    until:
      'La nouvelle adresse ne servira à la connexion qu’une fois confirmée par son titulaire; d’ici là, vous continuez à vous connecter avec celle-ci.',
    ifYou: 'Si vous êtes à l’origine de cette demande, vous n’avez rien d’autre à faire.',
    actionIntro:
      'Sinon, annulez la modification d’ici {{hours}}\u00a0heures\u00a0: cette adresse est conservée (ou rétablie) et toutes les sessions de votre compte sont fermées. Choisissez ensuite un nouveau mot de passe.',
    actionLabel: 'Annuler cette modification',
  },
  rabiesExpiring: {
    subject: 'Le vaccin contre la rage de {{pet}} expire bientôt',
    body: 'Le vaccin contre la rage au dossier de {{pet}} expire le {{date}}. Quand votre vétérinaire l’aura renouvelé, téléversez le nouveau certificat pour que le permis de {{pet}} reste valide.',
    actionIntro: 'Téléversez le nouveau certificat :',
    actionLabel: 'Ouvrir la fiche de mon animal',
    sms: 'Pawport : le vaccin contre la rage de {{pet}} expire le {{date}}. Téléversez le nouveau certificat : {{url}}',
  },
  licenseRenewalOpen: {
    subject: 'Il est temps de renouveler le permis de {{pet}}',
    body: 'Le permis {{number}} de {{pet}} expire le {{date}}. Vous pouvez le renouveler dès maintenant\u00a0: le nouveau permis commence le jour où l’actuel se termine, vous ne perdez donc rien à renouveler tôt.',
    actionIntro: 'Renouvelez-le en quelques étapes\u00a0:',
    actionLabel: 'Renouveler le permis',
  },
  licenseExpired: {
    subject: 'Le permis de {{pet}} est expiré',
    body: 'Le permis {{number}} de {{pet}} a expiré le {{date}}.',
    graceLateFee: 'Renouvelez-le au plus tard le {{graceEnd}} pour éviter les frais de retard de {{lateFee}}.',
    grace: 'Renouvelez-le au plus tard le {{graceEnd}}.',
    actionIntro: 'Renouvelez-le en quelques étapes\u00a0:',
    actionLabel: 'Renouveler le permis',
  },
  licenseGraceEnding: {
    subject: 'Renouvelez le permis de {{pet}} cette semaine pour éviter des frais de retard',
    body: 'Le permis {{number}} de {{pet}} a expiré le {{date}}. Renouvelez-le au plus tard le {{graceEnd}}\u00a0: après cette date, des frais de retard de {{lateFee}} s’ajoutent.',
    bodyNoFee: 'Le permis {{number}} de {{pet}} a expiré le {{date}}. Renouvelez-le au plus tard le {{graceEnd}}.',
    actionIntro: 'Renouvelez-le en quelques étapes\u00a0:',
    actionLabel: 'Renouveler le permis',
  },
  licenseReminder: {
    aboutRenewal: 'Comment fonctionne le renouvellement, avec les tarifs et les dates\u00a0: {{url}}',
    unsubscribe:
      'Vous recevez ces rappels parce qu’ils sont activés dans la page Paramètres du profil. Pour ne plus les recevoir, modifiez vos préférences à cet endroit\u00a0: {{url}}',
    smsRenewalOpen: 'Pawport\u00a0: le permis de {{pet}} expire le {{date}}. Renouvelez-le ici\u00a0: {{url}}',
    smsExpired:
      'Pawport\u00a0: le permis de {{pet}} a expiré le {{date}}. Renouvelez-le d’ici le {{graceEnd}}\u00a0: {{url}}',
    smsGraceEnding:
      'Pawport\u00a0: renouvelez le permis de {{pet}} d’ici le {{graceEnd}} pour éviter des frais de retard\u00a0: {{url}}',
    smsStop: 'Répondez STOP pour ne plus recevoir de textos.',
  },
  homesafeFoundMessage: {
    subject: 'HomeSafe : un message au sujet de {{pet}}',
    first: 'Une personne qui a trouvé {{pet}} a utilisé la médaille HomeSafe et vous a laissé ce message :',
    reply: 'La personne qui a trouvé {{pet}} vous a répondu :',
    phone: 'Elle a laissé ce numéro pour que vous l’appeliez : {{phone}}',
    privacy:
      'Votre nom, votre adresse, votre courriel et votre téléphone restent cachés tant que vous ne choisissez pas de les partager.',
    actionIntro: 'Lisez et répondez dans Pawport :',
    actionLabel: 'Ouvrir le message',
    sms: 'Pawport HomeSafe : une personne a trouvé {{pet}} et vous a laissé un message. Lisez-le : {{url}}',
  },
  homesafeFinderLink: {
    subject: 'Votre message au sujet de {{pet}} a été envoyé',
    greetingName: 'et merci',
    sent: 'Merci d’aider {{pet}} à rentrer à la maison. Nous avons envoyé votre message à la personne propriétaire; elle n’a pas vu votre courriel.',
    keep: 'Gardez ce courriel et ouvrez une fois votre page privée\u00a0: les réponses y apparaissent, et dès lors nous vous écrirons à chaque nouvelle réponse.',
    actionIntro: 'Votre page privée :',
    actionLabel: 'Lire les réponses',
  },
  homesafeOwnerReply: {
    subject: 'HomeSafe : la personne propriétaire de {{pet}} vous a répondu',
    answered: 'La personne propriétaire de {{pet}} a répondu à votre message :',
    shared: 'La personne propriétaire de {{pet}} a choisi de vous donner ses coordonnées :',
    email: 'Courriel : {{email}}',
    phone: 'Téléphone : {{phone}}',
    actionIntro: 'Lisez la conversation et répondez :',
    actionLabel: 'Ouvrir ma page privée',
  },
  mobileCode: {
    sms: 'Pawport\u00a0: {{code}} est votre code pour confirmer ce numéro de cellulaire. Il fonctionne pendant {{minutes}}\u00a0minutes. Si vous ne l’avez pas demandé, ignorez ce texto.',
  },
  staffInvite: {
    subject: 'Invitation à administrer {{jurisdiction}} dans Pawport',
    greetingName: 'et bienvenue',
    body: 'L’exploitant du site Pawport vous invite à administrer {{jurisdiction}}\u00a0: dans la console du personnel, vous pourrez consulter et gérer les dossiers de ses propriétaires d’animaux, ses permis et ses commandes.',
    secondFactor:
      'Après avoir choisi votre mot de passe, vous configurerez un deuxième moyen de connexion (une clé d’accès ou une application d’authentification) avant d’accéder à la console.',
    actionIntro:
      'Pour accepter, ouvrez ce lien d’ici {{hours}}\u00a0heures (avant le {{when}}). Il ne fonctionne qu’une fois\u00a0:',
    actionLabel: 'Accepter l’invitation',
    notYou:
      'Si vous n’attendiez pas cette invitation, ignorez ce courriel\u00a0: rien n’est créé tant que le lien n’est pas utilisé.',
  },
};
