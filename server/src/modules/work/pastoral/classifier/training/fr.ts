// French training comments: language | flags | text (see ../labelled.ts).
export const FRENCH = `
fr | crisis | je veux me tuer, je ne supporte plus cette douleur
fr | crisis | je pense à mettre fin à mes jours ce soir
fr | crisis | je vais me suicider, c'est décidé
fr | crisis | je veux juste mourir, tout me fait mal
fr | crisis | j'aurais voulu ne jamais naître
fr | crisis | je préférerais être morte, tout le monde s'en ficherait
fr | crisis | ma famille serait mieux sans moi
fr | crisis | tout le monde serait plus heureux si je n'existais pas
fr | crisis | je n'ai plus rien pour quoi vivre
fr | crisis | à quoi bon continuer à vivre si rien ne change
fr | crisis | il n'y a plus aucune raison pour que je reste
fr | crisis | je me scarifie de nouveau et c'est de pire en pire
fr | crisis | hier je me suis ouvert les veines et j'ai peur
fr | crisis | j'ai mis de côté assez de cachets pour le faire
fr | crisis | j'ai pris tous mes somnifères, est-ce trop tard ?
fr | crisis | la corde est prête, je voulais juste que quelqu'un le sache
fr | crisis | je suis sur le toit de l'immeuble et je veux sauter
fr | crisis | je vais sauter du pont ce soir
fr | crisis | je suis assis au bord du viaduc et je pleure
fr | crisis | adieu le monde, pardon de ne pas avoir été à la hauteur
fr | crisis | c'est ma dernière publication, je vous aime
fr | crisis | demain je ne serai plus là, merci d'avoir essayé
fr | crisis | dites à ma sœur que je suis désolée, je ne peux plus continuer
fr | crisis | j'ai écrit un mot pour mes parents et je suis prête
fr | crisis | je ne veux plus vivre pasteur
fr | crisis | j'en ai marre de la vie, je veux que ça s'arrête
fr | crisis | je pense sans arrêt à faire une overdose
fr | crisis | j'ai des idées suicidaires toutes les nuits
fr | crisis | le suicide est-il un péché impardonnable ? j'ai besoin de savoir vite
fr | crisis | personne ne verrait si je disparaissais pour toujours
fr | crisis | personne ne me regretterait si je mourais
fr | crisis | je suis un fardeau pour tous, mieux vaut que je meure
fr | crisis | j'ai envie d'en finir avec la vie
fr | crisis | je prévois d'en finir ce week-end
fr | crisis | je n'y arrive plus, j'abandonne
fr | crisis | je veux m'endormir et ne plus jamais me réveiller
fr | crisis | je suis épuisée d'exister, je veux que tout s'arrête
fr | crisis | les voix me disent de me faire du mal
fr | crisis | je me déteste tellement que je veux disparaître
fr | crisis | je ne serai plus là très longtemps
fr | crisis | mon mari me frappe et j'ai peur de rentrer chez moi
fr | crisis | mon copain m'a étranglée hier soir, je ne sais pas quoi faire
fr | crisis | mon beau-père abuse de moi quand maman travaille
fr | crisis | j'ai été violée et je ne peux le dire à personne
fr | crisis | mon père me bat quand il boit, aidez-moi
fr | crisis | il a dit qu'il me tuerait si je parlais
fr | crisis | je ne suis pas en sécurité chez moi, il m'a menacée avec un couteau
fr | crisis | mon conjoint me fait du mal et je n'ai nulle part où aller
fr | crisis | je subis des violences à la maison et personne ne me croit
fr | crisis,prayer | priez pour moi, je veux mettre fin à ma vie
fr | crisis,prayer | j'ai besoin de prière, je me scarifie et je veux mourir
fr | crisis,prayer | priez s'il vous plaît, mon mari a menacé de me tuer aujourd'hui
fr | crisis | la douleur ne s'arrête pas, ce soir j'y mets fin
fr | crisis | je ne supporte plus de vivre comme ça, je vais me faire quelque chose
fr | crisis | pardon à tous, je vous aime, adieu
fr | crisis | j'ai un plan et les moyens, je suis juste fatiguée
fr | crisis | j'ai la lame dans la main en ce moment
fr | crisis | j'ai dit au revoir à tout le monde, pas de retour en arrière
fr | crisis | j'ai acheté du poison, il est dans ma chambre
fr | grief | ma mère est décédée cette nuit, pensez à notre famille
fr | grief | nous avons enterré mon père aujourd'hui, ça ne semble pas réel
fr | grief | mon grand-père est parti auprès de Jésus ce matin
fr | grief | j'ai perdu mon petit frère dans un accident vendredi
fr | grief | trois ans sans notre fils et ce n'est pas plus facile
fr | grief | repose en paix sœur Jeanne, merci de m'avoir appris à aimer Dieu
fr | grief | au revoir tonton Paul, le ciel a gagné un ange
fr | grief | notre bébé est mort-né, nous l'avons tenue une heure
fr | grief | nous avons perdu notre bébé dimanche et je n'arrête pas de pleurer
fr | grief | les funérailles ont lieu jeudi à 11h, tout le monde est bienvenu
fr | grief | toutes mes condoléances, nous prions pour la famille
fr | grief | nos pensées émues à la famille Dubois
fr | grief | ma femme depuis 40 ans est morte dans mes bras
fr | grief | mon papa me manque tellement, c'est son anniversaire aujourd'hui
fr | grief | première fête des mères sans maman, elle me manque
fr | grief | le culte d'action de grâce pour sa vie aura lieu samedi
fr | grief | mon meilleur ami s'est suicidé le mois dernier et je suis sous le choc
fr | grief | la femme du pasteur s'est éteinte paisiblement dans son sommeil
fr | grief | nous avons perdu mamie du covid, elle était tout pour nous
fr | grief | je n'arrive pas à croire qu'il soit parti, bien trop tôt
fr | grief | mon fils au ciel me manque aujourd'hui
fr | grief | cela fait cinq ans que mon mari est mort
fr | grief | la perte de ma mère m'a brisée
fr | grief | elle s'est battue deux ans contre le cancer et elle est partie hier
fr | grief | nous avons dit au revoir à papa hier soir à l'hôpital
fr | grief | j'ai le cœur brisé, mon neveu est mort dans son sommeil
fr | grief | la veillée funèbre est demain au funérarium
fr | grief | en deuil de mon cousin tué la semaine dernière
fr | grief | nous avons inhumé ma grand-mère cet après-midi
fr | grief | le deuil est accablant, sa voix me manque
fr | grief | mon père est mort subitement et je ne sais pas comment faire mon deuil
fr | grief,prayer | priez pour notre famille, nous avons perdu notre fille hier
fr | grief,prayer | prières pour mon amie qui vient de perdre son mari
fr | grief | l'enterrement était magnifique, merci l'église pour le repas
fr | grief | notre chien de 14 ans est mort aujourd'hui et la maison est vide
fr | grief,prayer | priez pour ma maman, elle commence la chimio lundi
fr | prayer | sujet de prière : mon fils est en mission militaire
fr | prayer | pouvez-vous prier pour mon entretien d'embauche demain ?
fr | prayer | priez pour notre couple svp, ça va très mal
fr | grief,prayer | portez ma famille dans la prière, mon père est à l'hôpital
fr | grief,prayer | j'ai besoin de prières pour ma santé, ils ont trouvé une grosseur
fr | prayer | priez pour moi, j'ai un examen important vendredi
fr | prayer | svp priez pour mon bébé qui a de la fièvre
fr | prayer | pourriez-vous prier pour mon frère qui est en prison
fr | prayer | nous demandons la prière pour la nouvelle église à Marseille
fr | prayer | une prière pour ma mamie qui est faible
fr | prayer | intercédez pour ma fille ado qui s'est éloignée de Dieu
fr | prayer | priez pour que Dieu pourvoie, on ne peut pas payer le loyer
fr | prayer | prières pour un voyage sûr vers la mission au Cameroun
fr | prayer | j'ai besoin de vos prières, l'angoisse ne me lâche pas
fr | prayer | quelqu'un peut prier avec moi ? je me sens loin de Dieu
fr | grief,prayer | guerriers de prière, mon mari a une biopsie demain
fr | prayer | priez pour les frères et sœurs touchés par les inondations
fr | prayer | je serais reconnaissante de vos prières pour l'addiction de mon fils
fr | prayer | priez pour que je trouve du travail, ça fait six mois
fr | prayer | prions pour le salut de mon père 🙏
fr | prayer | je demande la prière pour ma grossesse à risque
fr | prayer | priez pour la paix dans notre foyer, beaucoup de disputes
fr | prayer | couvrez ma famille de prière cette semaine
fr | grief,prayer | je crie pour un miracle pour mon petit-fils en réanimation, priez avec moi
fr | grief,prayer | je vous demande de prier pour l'opération du cœur de ma mère
fr | prayer | priez pour moi, demain c'est le permis 😬
fr | prayer | intercession pour mon cousin en dépression
fr | prayer | une prière pour nos finances svp
fr | prayer | frères et sœurs, portez la santé de ma tante devant Dieu
fr | prayer | pensez à moi dans vos prières, on déménage cette semaine
fr | prayer,grief | priez avec nous, mamie est décédée aujourd'hui, nous avons besoin de réconfort
fr | - | la louange était de feu ce soir 🔥🔥
fr | - | le groupe a tout donné, quelle soirée
fr | - | le pasteur a tout déchiré avec cette prédication
fr | - | cette tarte était une tuerie
fr | - | j'ai hâte de voir les photos du camp
fr | - | trop hâte de découvrir la prochaine série
fr | - | mdr je suis mort, la danse du pasteur 😂
fr | - | morte de rire devant le spectacle des enfants
fr | - | ce pasteur me tue de rire 😂
fr | - | j'ai mal aux pieds mais ça valait le coup de servir
fr | - | je tuerais pour une autre part de ce gâteau
fr | - | cette prédication m'a touchée en plein cœur, merci
fr | - | crevée après la conférence mais tellement heureuse
fr | - | mon téléphone est mort en plein direct, il y a un replay ?
fr | - | le micro a lâché en pleine prédication mdr
fr | - | conférence sur la prévention du suicide samedi, tous bienvenus
fr | - | prends ma vie, qu'elle soit consacrée à toi Seigneur 🎶
fr | - | Christ est mort pour moi, la meilleure nouvelle
fr | - | il est mort sur la croix et il est ressuscité, alléluia
fr | - | Christ est ma vie et la mort m'est un gain
fr | - | mourir à soi-même chaque jour, quel défi
fr | - | nous étions morts dans nos péchés, maintenant vivants en Christ
fr | - | quel culte béni, Dieu est bon
fr | - | je vous aime famille de l'église ❤️
fr | - | à quelle heure est le culte dimanche ?
fr | - | il y a un parking à côté ?
fr | - | amen 🙌🙌
fr | - | alléluia, quelle parole
fr | - | tellement bénie de faire partie de cette église
fr | - | la soirée jeunes était trop bien
fr | - | où s'inscrire pour le petit-déjeuner des hommes ?
fr | - | la chorale chantait comme des anges aujourd'hui
fr | - | merci pour la nuit de prière hier, c'était puissant
fr | - | nous avons prié pour la ville et Dieu a agi
fr | - | la salle de prière est ouverte toute la semaine
fr | - | rejoignez-nous pour le jeûne et la prière dès lundi
fr | - | je prie pour vous pasteur, continuez à prêcher
fr | - | cette église m'a sauvé la vie, merci
fr | - | j'ai pleuré toute la prédication, mais de joie
fr | - | joyeux anniversaire pasteur, soyez béni
fr | - | félicitations pour le bébé
fr | - | le lien vers les notes ne marche pas
fr | - | ma dernière semaine avant le déménagement, vous allez me manquer
fr | - | au revoir l'été, bonjour la retraite
fr | - | salut tout le monde, à dimanche
fr | - | enfin fini les examens
fr | - | adieu le régime après le repas de l'église 😂
fr | - | cette chanson est une pépite
fr | - | Jésus est ma raison de vivre ❤️
fr | - | ma raison de me lever chaque matin, ce sont mes enfants et ma foi
fr | - | ce message m'a redonné vie
fr | - | tue-les par la gentillesse, disait ma grand-mère
fr | - | les médicaments de la trousse de secours sont périmés, quelqu'un peut les remplacer ?
fr | - | le pont de cette chanson me donne des frissons à chaque fois
fr | - | on plonge dans la nouvelle série la semaine prochaine
fr | - | je dois me faire couper les cheveux avant dimanche mdr
fr | - | le groupe de soutien au deuil se réunit le mardi à 19h
fr | - | j'ai perdu mes clés à l'église, quelqu'un a vu un porte-clés bleu ?
fr | - | plus de voix à force de chanter 😂
fr | - | on a perdu le match mais on s'est amusés
fr | - | j'ai failli mourir en voyant le nouveau café
fr | - | ma plante est encore morte
fr | - | mdr cette vidéo
fr | - | j'adore cette église, je me sens chez moi
fr | - | cette chanson me reste en tête toute la journée
fr | - | ma fille me tue avec ses remarques 😂
fr | - | nous avons terrassé le géant de la peur au nom de Jésus
fr | - | la prédication sur la résurrection de Lazare était puissante
fr | - | quel beau mariage, j'ai pleuré d'émotion
fr | - | merci pour la retraite, je rentre renouvelée
fr | - | je n'en peux plus d'attendre dimanche
fr | - | je meurs d'envie de revenir au camp
fr | - | ça me tue, ce gâteau 😂
fr | grief | ma mère a été hospitalisée cette nuit après un AVC
fr | grief | on a diagnostiqué un cancer incurable à mon mari
fr | grief | papa est en réanimation, on ne sait pas s'il va s'en sortir
fr | grief | ma fille est très malade et les médecins sont inquiets
fr | grief | on vient d'apprendre que c'est une leucémie
fr | grief | mon grand-père a fait un infarctus et il est intubé
fr | grief | ma sœur est dans le coma après l'accident
fr | grief | mon frère a un cancer en phase terminale
fr | - | on cherche des bénévoles pour les visites à l'hôpital dimanche
fr | - | course contre le cancer le mois prochain, inscrivez-vous
fr | - | à quelle heure est la réunion de prière mercredi ?
fr | - | l'heure de prière a changé
fr | - | je prie pour vous tous 🙏
fr | - | j'ai perdu mon téléphone sur le parking mdr
fr | - | je suis partant !
fr | - | inscrivez-moi
fr | - | moi aussi 🙌
fr | - | identifiez-moi sur les photos
fr | - | vous me rappelez l'heure ?
fr | - | gardez-moi une place
fr | - | envoyez-moi le lien svp
fr | - | je serai là
fr | - | vous pouvez m'ajouter au groupe ?
fr | - | je prie pour vous
fr | - | on prie pour toi et ta famille 🙏
fr | - | vous êtes dans mes prières
fr | - | que Dieu vous bénisse
fr | - | merci pasteur
fr | - | super prédication
fr | - | j'avais besoin d'entendre ça
fr | - | magnifique
fr | - | à vendredi
fr | - | vivement dimanche
fr | - | fatiguée mais bénie
fr | - | tu as illuminé ma journée
fr | - | j'ai pleuré de joie
fr | prayer | sujet de prière : mon mari a perdu son travail aujourd'hui
fr | prayer | priez pour moi, j'ai perdu mon emploi et le loyer arrive
fr | - | coupure de courant pendant le culte mais on a continué à chanter
fr | - | je me suis perdue en allant à la nouvelle église mdr
`
