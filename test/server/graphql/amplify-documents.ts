// Operation documents exactly as Amplify's codegen writes them for the original AppSync API
// (src/graphql/queries.js and mutations.js of an Amplify project with models Member, Event and
// Officer): a client written for AppSync sends these, so the server must answer them unchanged.
// Kept as literal text, not built from templates, so the test shares nothing with the adapters.

export const getMember = /* GraphQL */ `
  query GetMember($id: ID!) {
    getMember(id: $id) {
      id
      firstName
      lastName
      email
      address
      state
      city
      zipcode
      phone
      gradYear
      membership
      duesPayYear
      createdAt
      updatedAt
      __typename
    }
  }
`;
export const listMembers = /* GraphQL */ `
  query ListMembers($filter: ModelMemberFilterInput, $limit: Int, $nextToken: String) {
    listMembers(filter: $filter, limit: $limit, nextToken: $nextToken) {
      items {
        id
        firstName
        lastName
        email
        address
        state
        city
        zipcode
        phone
        gradYear
        membership
        duesPayYear
        createdAt
        updatedAt
        __typename
      }
      nextToken
      __typename
    }
  }
`;
export const createMember = /* GraphQL */ `
  mutation CreateMember($input: CreateMemberInput!, $condition: ModelMemberConditionInput) {
    createMember(input: $input, condition: $condition) {
      id
      firstName
      lastName
      email
      address
      state
      city
      zipcode
      phone
      gradYear
      membership
      duesPayYear
      createdAt
      updatedAt
      __typename
    }
  }
`;
export const updateMember = /* GraphQL */ `
  mutation UpdateMember($input: UpdateMemberInput!, $condition: ModelMemberConditionInput) {
    updateMember(input: $input, condition: $condition) {
      id
      firstName
      lastName
      email
      address
      state
      city
      zipcode
      phone
      gradYear
      membership
      duesPayYear
      createdAt
      updatedAt
      __typename
    }
  }
`;
export const deleteMember = /* GraphQL */ `
  mutation DeleteMember($input: DeleteMemberInput!, $condition: ModelMemberConditionInput) {
    deleteMember(input: $input, condition: $condition) {
      id
      firstName
      lastName
      email
      address
      state
      city
      zipcode
      phone
      gradYear
      membership
      duesPayYear
      createdAt
      updatedAt
      __typename
    }
  }
`;
export const getEvent = /* GraphQL */ `
  query GetEvent($id: ID!) {
    getEvent(id: $id) {
      id
      eventName
      eventDesc
      eventDate
      createdAt
      updatedAt
      __typename
    }
  }
`;
export const listEvents = /* GraphQL */ `
  query ListEvents($filter: ModelEventFilterInput, $limit: Int, $nextToken: String) {
    listEvents(filter: $filter, limit: $limit, nextToken: $nextToken) {
      items {
        id
        eventName
        eventDesc
        eventDate
        createdAt
        updatedAt
        __typename
      }
      nextToken
      __typename
    }
  }
`;
export const createEvent = /* GraphQL */ `
  mutation CreateEvent($input: CreateEventInput!, $condition: ModelEventConditionInput) {
    createEvent(input: $input, condition: $condition) {
      id
      eventName
      eventDesc
      eventDate
      createdAt
      updatedAt
      __typename
    }
  }
`;
export const updateEvent = /* GraphQL */ `
  mutation UpdateEvent($input: UpdateEventInput!, $condition: ModelEventConditionInput) {
    updateEvent(input: $input, condition: $condition) {
      id
      eventName
      eventDesc
      eventDate
      createdAt
      updatedAt
      __typename
    }
  }
`;
export const deleteEvent = /* GraphQL */ `
  mutation DeleteEvent($input: DeleteEventInput!, $condition: ModelEventConditionInput) {
    deleteEvent(input: $input, condition: $condition) {
      id
      eventName
      eventDesc
      eventDate
      createdAt
      updatedAt
      __typename
    }
  }
`;
export const getOfficer = /* GraphQL */ `
  query GetOfficer($id: ID!) {
    getOfficer(id: $id) {
      id
      name
      position
      photo
      summary
      createdAt
      updatedAt
      __typename
    }
  }
`;
export const listOfficers = /* GraphQL */ `
  query ListOfficers($filter: ModelOfficerFilterInput, $limit: Int, $nextToken: String) {
    listOfficers(filter: $filter, limit: $limit, nextToken: $nextToken) {
      items {
        id
        name
        position
        photo
        summary
        createdAt
        updatedAt
        __typename
      }
      nextToken
      __typename
    }
  }
`;
export const createOfficer = /* GraphQL */ `
  mutation CreateOfficer($input: CreateOfficerInput!, $condition: ModelOfficerConditionInput) {
    createOfficer(input: $input, condition: $condition) {
      id
      name
      position
      photo
      summary
      createdAt
      updatedAt
      __typename
    }
  }
`;
export const updateOfficer = /* GraphQL */ `
  mutation UpdateOfficer($input: UpdateOfficerInput!, $condition: ModelOfficerConditionInput) {
    updateOfficer(input: $input, condition: $condition) {
      id
      name
      position
      photo
      summary
      createdAt
      updatedAt
      __typename
    }
  }
`;
export const deleteOfficer = /* GraphQL */ `
  mutation DeleteOfficer($input: DeleteOfficerInput!, $condition: ModelOfficerConditionInput) {
    deleteOfficer(input: $input, condition: $condition) {
      id
      name
      position
      photo
      summary
      createdAt
      updatedAt
      __typename
    }
  }
`;
// Subscriptions as Amplify's codegen writes them (src/graphql/subscriptions.js): this server has no
// realtime transport and answers each with one clear error.
export const onCreateMember = /* GraphQL */ `
  subscription OnCreateMember($filter: ModelSubscriptionMemberFilterInput) {
    onCreateMember(filter: $filter) {
      id
      firstName
      lastName
      email
      address
      state
      city
      zipcode
      phone
      gradYear
      membership
      duesPayYear
      createdAt
      updatedAt
      __typename
    }
  }
`;
export const onUpdateMember = /* GraphQL */ `
  subscription OnUpdateMember($filter: ModelSubscriptionMemberFilterInput) {
    onUpdateMember(filter: $filter) {
      id
      firstName
      lastName
      email
      address
      state
      city
      zipcode
      phone
      gradYear
      membership
      duesPayYear
      createdAt
      updatedAt
      __typename
    }
  }
`;
export const onDeleteMember = /* GraphQL */ `
  subscription OnDeleteMember($filter: ModelSubscriptionMemberFilterInput) {
    onDeleteMember(filter: $filter) {
      id
      firstName
      lastName
      email
      address
      state
      city
      zipcode
      phone
      gradYear
      membership
      duesPayYear
      createdAt
      updatedAt
      __typename
    }
  }
`;
export const onCreateEvent = /* GraphQL */ `
  subscription OnCreateEvent($filter: ModelSubscriptionEventFilterInput) {
    onCreateEvent(filter: $filter) {
      id
      eventName
      eventDesc
      eventDate
      createdAt
      updatedAt
      __typename
    }
  }
`;
export const onUpdateEvent = /* GraphQL */ `
  subscription OnUpdateEvent($filter: ModelSubscriptionEventFilterInput) {
    onUpdateEvent(filter: $filter) {
      id
      eventName
      eventDesc
      eventDate
      createdAt
      updatedAt
      __typename
    }
  }
`;
export const onDeleteEvent = /* GraphQL */ `
  subscription OnDeleteEvent($filter: ModelSubscriptionEventFilterInput) {
    onDeleteEvent(filter: $filter) {
      id
      eventName
      eventDesc
      eventDate
      createdAt
      updatedAt
      __typename
    }
  }
`;
export const onCreateOfficer = /* GraphQL */ `
  subscription OnCreateOfficer($filter: ModelSubscriptionOfficerFilterInput) {
    onCreateOfficer(filter: $filter) {
      id
      name
      position
      photo
      summary
      createdAt
      updatedAt
      __typename
    }
  }
`;
export const onUpdateOfficer = /* GraphQL */ `
  subscription OnUpdateOfficer($filter: ModelSubscriptionOfficerFilterInput) {
    onUpdateOfficer(filter: $filter) {
      id
      name
      position
      photo
      summary
      createdAt
      updatedAt
      __typename
    }
  }
`;
export const onDeleteOfficer = /* GraphQL */ `
  subscription OnDeleteOfficer($filter: ModelSubscriptionOfficerFilterInput) {
    onDeleteOfficer(filter: $filter) {
      id
      name
      position
      photo
      summary
      createdAt
      updatedAt
      __typename
    }
  }
`;
// The two queries this API adds for the Member Area (not Amplify-generated, same style).
export const myMember = /* GraphQL */ `
  query MyMember {
    myMember {
      id
      firstName
      lastName
      email
      address
      state
      city
      zipcode
      phone
      gradYear
      membership
      duesPayYear
      createdAt
      updatedAt
      __typename
    }
  }
`;
export const memberByEmail = /* GraphQL */ `
  query MemberByEmail($email: String!) {
    memberByEmail(email: $email) {
      id
      firstName
      lastName
      email
      address
      state
      city
      zipcode
      phone
      gradYear
      membership
      duesPayYear
      createdAt
      updatedAt
      __typename
    }
  }
`;
