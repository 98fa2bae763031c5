// Idioms and look-alikes that speak of death, killing or suicide without meaning them: blanked
// out of a comment before the model and the crisis patterns read it, so "this sermon killed it",
// "to die for" or "suicide prevention training" never count, whatever else the comment says.
// Written over the folded words (normalise.ts): lower case, no accents, apostrophes as spaces.
const IDIOMS: readonly string[] = [
  // English
  'to die for',
  'dying to (?:see|meet|hear|go|try|know|get|have|watch|read|visit)',
  '(?:killed|killing|kills|kill|slayed|slaying|slay) (?:it|that|this|the game)',
  '(?:i m|im|i am|we re|we are) (?:dead|deceased|dying|crying)(?= (?:lol|lmao|haha|omg|at|from|this|the|rn)|$)',
  '(?:died|dying|dead|die) (?:laughing|of laughter|of embarrassment|from laughing)',
  '(?:laughed|laughing) (?:to death|so hard)',
  '(?:could|would|gonna|going to) (?:kill|murder|die) for',
  'murder a (?:coffee|pizza|burger|drink|beer|tea|curry|sandwich)',
  '(?:feet|back|legs|knees|shoes|heels|neck|allergies|hay fever) (?:are|is|were|was) killing me',
  'killing me softly',
  'cut myself (?:shaving|cooking|on)',
  'domestic (?:violence|abuse) (?:awareness|month|shelter|ministry|workshop|training|seminar)',
  '(?:you re|youre|you are|this is|that is|thats|that s|lol) killing me',
  'hits? (?:different|home|hard|me hard|deep)',
  'dead (?:tired|serious|on|centre|center|battery|air)',
  '(?:phone|battery|laptop|car|wifi|mic|speaker|plant|plants) (?:is |was |just )?(?:died|dead|dying)',
  'suicide (?:prevention|awareness|squad|hotline|helpline|training|watch)',
  '(?:die|dying|died|dead) to (?:self|sin|the flesh|ourselves|myself)',
  'kill (?:the|your|our) (?:old self|flesh|sin|pride|ego)',
  '(?:died|dies|dying) (?:for|on the cross|for our sins|for us|for me|for you)',
  'rest in peace my (?:diet|sleep|phone)',
  'rip (?:my|to my) (?:phone|diet|battery|sleep|wallet|bank)',
  'end of (?:the|my) (?:day|week|service|sermon)',
  // Spanish
  '(?:estuvo|esta|estaba|fue|es|quedo|quedaron) de muerte',
  'para morirse',
  'me muero (?:de risa|de ganas|de hambre|de sueno|por|de la emocion|de amor)',
  '(?:muerto|muerta|muertos|muertas) de (?:risa|cansancio|sueno|hambre|frio|calor)',
  'me (?:mato|mata|mataste|matan) (?:de risa|con)',
  'me (?:estan|esta) matando (?:los pies|la espalda|el calor)',
  'los pies me (?:estan|estaban) matando',
  'prevencion del suicidio',
  'morir a (?:uno mismo|si mismo|mi mismo|nosotros mismos)',
  '(?:murio|muere) por (?:nosotros|mi|ti|nuestros pecados|todos)',
  '(?:telefono|celular|bateria|cel) (?:se )?murio',
  'la rompio',
  // Portuguese
  '(?:foi|e|era|ta|tava|esta|estava|ficou) de (?:morrer|matar)',
  '(?:morri|morro|morrendo|morrer|morta|morto|mortos) de (?:rir|saudade|vontade|cansaco|fome|sono|amor|vergonha)',
  'me matou com',
  'estao me matando',
  'prevencao (?:ao|do) suicidio',
  'setembro amarelo',
  'morrer para (?:si mesmo|mim mesmo|nos mesmos)',
  '(?:morreu|morre) por (?:nos|mim|voce|nossos pecados|todos)',
  '(?:celular|bateria|telefone) (?:morreu|ta morto|esta morto)',
  // German
  'zum sterben (?:schon|gut|lecker)',
  '(?:lach|lache|lachte) mich (?:tot|kaputt)',
  'ich bin tot(?= (?:lol|haha|der|die|das|wegen)|$)',
  'bringen mich um nach',
  'suizidpravention',
  '(?:handy|akku|laptop) (?:ist )?(?:schon )?(?:wieder )?tot',
  'todmude',
  'dem alten ich sterben',
  '(?:fur uns|fur mich|fur dich|fur unsere sunden) gestorben',
  'kann es kaum erwarten',
  // French
  '(?:etait|est|c etait|c est) a tomber',
  'une tuerie',
  'mort de rire',
  'morte de rire',
  'je suis (?:mort|morte)(?= (?:de rire|mdr|lol|la|le|les|ptdr)|$)',
  'me tuent apres',
  'mes pieds me tuent',
  'prevention du suicide',
  '(?:telephone|portable|batterie) (?:est )?(?:encore )?(?:mort|morte)',
  'mourir a (?:soi meme|moi meme|nous memes)',
  'mort pour (?:nous|moi|toi|nos peches)',
  'meurs? d envie',
  'creve(?:e)? mais',
]

const MASK = new RegExp(`(?:^| )(?:${IDIOMS.join('|')})(?= |$)`, 'g')

// The folded text with its idioms blanked.
export function withoutIdioms(folded: string): string {
  return folded.replace(MASK, ' ').replace(/ {2,}/g, ' ').trim()
}
